// The look the docs' live pieces share: labelled fields in a row, plain tables, messages. It
// follows the preview's scheme through system colours, so the dark switch reaches it too.
import { css } from 'lit';

export const liveStyles = css`
  :host {
    display: block;
    color: CanvasText;
    font:
      15px/1.45 system-ui,
      sans-serif;
  }
  form,
  .fields {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1rem;
    align-items: end;
    margin: 0 0 1rem;
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  input,
  select,
  button {
    min-height: 44px;
    padding: 0 0.6rem;
    border: 1px solid GrayText;
    border-radius: 6px;
    background: Canvas;
    color: CanvasText;
    font: inherit;
    font-weight: normal;
  }
  input:focus-visible,
  select:focus-visible,
  button:focus-visible {
    outline: 3px solid #1a73e8;
    outline-offset: 2px;
  }
  button {
    cursor: pointer;
  }
  table {
    border-collapse: collapse;
    margin: 0 0 1rem;
  }
  th,
  td {
    padding: 0.3rem 0.6rem;
    border-bottom: 1px solid GrayText;
    text-align: left;
    vertical-align: middle;
  }
  td.number {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  .fault {
    color: #b3261e;
    font-weight: 600;
  }
  :host-context([data-scheme='dark']) .fault {
    color: #ffb4ab;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.2rem 1rem;
    margin: 0 0 1rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  galaxies-board {
    max-width: 28rem;
  }
`;
