// The place of the Print / Download row under a board, drawn with the page's view (by the server
// too), so the row (src/export-row.ts), filled once the board runs, moves nothing under it.
import { html } from 'lit';
import { say } from '../words/say.js';

export const exportRowPlace = () =>
  html`<div class="export-row" role="group" aria-label=${say.exportRow.label}></div>`;
