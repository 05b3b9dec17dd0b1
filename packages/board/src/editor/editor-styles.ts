// The editor's own look and layout, on the private colours the board shares (`--_gx-*`, set on
// :host by theme-styles.ts), so a page themes the editor with the same `--gx-*` properties.
import { css } from 'lit';

export const editorStyles = css`
  /* Room for the wide layout (as the kit's frame has), laid out by the editor's own width. */
  :host {
    max-width: 64rem;
    container-type: inline-size;
  }
  /* Narrow: one column, at most 40rem wide, the verdict and the rest under the grid. */
  .editor,
  .work,
  .panel {
    display: grid;
    gap: 0.6rem;
    align-content: start;
    min-width: 0;
  }
  .editor {
    box-sizing: border-box;
    max-width: 40rem;
    padding: 0.6rem;
    border: 2px solid var(--_gx-given);
    border-radius: 12px;
    background: var(--_gx-paper);
  }
  /* Wide: the grid on the left, the verdict and what follows it beside it, so the verdict is on
     screen with the grid. */
  @container (min-width: 55rem) {
    .editor {
      max-width: none;
      grid-template-columns: minmax(0, 1fr) minmax(18rem, 22rem);
      align-items: start;
      column-gap: 1.25rem;
      padding: 1rem;
    }
  }
  .edit-heading {
    margin: 0;
    font-weight: 700;
  }
  .edit-how,
  .edit-notice {
    margin: 0;
    font-size: 0.9rem;
  }
  .edit-notice {
    color: var(--_gx-flag);
  }
  .edit-tools,
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  .editor button,
  .editor select,
  .editor input,
  .editor .play {
    min-height: 44px;
    min-width: 44px;
    box-sizing: border-box;
    padding: 0 0.75rem;
    border: 1px solid var(--_gx-line);
    border-radius: 8px;
    background: var(--_gx-paper);
    color: var(--_gx-ink);
    font: inherit;
  }
  .editor button,
  .editor .play {
    cursor: pointer;
  }
  .editor .play {
    display: inline-flex;
    align-items: center;
    background: var(--_gx-accent);
    color: var(--_gx-accent-ink);
    border-color: var(--_gx-accent);
    text-decoration: none;
    font-weight: 600;
  }
  .steps {
    display: inline-flex;
    gap: 0.5rem;
  }
  .editor button:is(:disabled, [aria-disabled='true']) {
    opacity: 0.55;
    cursor: default;
  }
  .editor :is(button, select, input, a):focus-visible {
    outline: 3px solid var(--_gx-focus);
    outline-offset: 2px;
  }
  /* The label above, the text and its Copy button side by side, at any width. */
  .copy-row {
    flex: 1 1 100%;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25rem 0.5rem;
  }
  .copy-row label {
    grid-column: 1 / -1;
    font-size: 0.9rem;
  }
  /* The host's font here too, like every text of the editor's. */
  .copy-row input {
    min-width: 0;
    font-size: 0.85rem;
  }
  .editor svg[part~='grid'] {
    cursor: crosshair;
  }
  /* The grid as wide as its column allows, but never taller than --gx-grid-height (as the
     board's), so a page can keep the grid on one screen under its title and the tools. */
  .port svg {
    width: auto;
    max-width: 100%;
    max-height: var(--gx-grid-height, 85svh);
  }
  .solution {
    opacity: 0.55;
  }
  .ghost {
    fill: var(--_gx-star);
    fill-opacity: 0.6;
    stroke: var(--_gx-accent);
    stroke-width: 0.04;
    stroke-dasharray: 0.08 0.05;
    pointer-events: none;
  }
  .ghost.removing {
    fill: none;
    stroke: var(--_gx-flag);
  }
  .verdict {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 0.5rem;
    padding: 0.6rem 0.75rem;
    border-left: 6px solid var(--_gx-line);
    border-radius: 6px;
    background: color-mix(in srgb, var(--_gx-line) 12%, transparent);
  }
  .verdict :is(.detail, .where) {
    grid-column: 2;
  }
  .verdict .where {
    font-size: 0.875em;
    font-style: italic;
  }
  .verdict[data-verdict='unique'] {
    border-left-color: var(--_gx-solved);
  }
  .verdict:is([data-verdict='malformed'], [data-verdict='none'], [data-verdict='several']) {
    border-left-color: var(--_gx-flag);
  }
  .spinner {
    width: 1rem;
    height: 1rem;
    align-self: center;
  }
  .verdict[data-verdict='checking'] .spinner {
    border: 3px solid var(--_gx-line);
    border-top-color: var(--_gx-accent);
    border-radius: 50%;
    animation: gx-spin 0.9s linear infinite;
  }
  @keyframes gx-spin {
    to {
      transform: rotate(360deg);
    }
  }
  .answers {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: 0.75rem;
  }
  .answers figure {
    margin: 0;
  }
  .answers figcaption {
    text-align: center;
    font-size: 0.9rem;
  }
  .differ {
    stroke: var(--_gx-flag);
    stroke-width: 0.08;
  }
  .differ-hatch {
    stroke: var(--_gx-flag);
    stroke-width: 0.05;
  }
  @media (prefers-reduced-motion: reduce) {
    .verdict[data-verdict='checking'] .spinner {
      animation: none;
    }
  }
`;
