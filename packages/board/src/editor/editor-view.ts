// The editor's look, as templates over a PuzzleEditor: the size, clear, undo and redo tools,
// the grid (dots, the pointer's ghost, the kit's keyboard cursor, the unique answer faintly), the
// verdict in a polite live region, a host's publish slot, the two answers of an ambiguous puzzle,
// and play, copy, share.
import type { GridSurface } from '@galaxies/pencil-kit';
import { svg, html, nothing } from 'lit';
import { dotPoint, linesPath } from '../view/grid-geometry.js';
import { answerLayer, answerPicture } from './answer-view.js';
import { hasDot } from './edit-points.js';
import type { PuzzleEditor } from './puzzle-editor.js';

/** The sizes the editor offers; any from 1 to 64 can be set through `cols` and `rows`. */
const OFFERED = Array.from({ length: 11 }, (_, k) => k + 5);

function sizeSelect(label: string, value: number, pick: (n: number) => void) {
  const sizes = OFFERED.includes(value) ? OFFERED : [...OFFERED, value].sort((a, b) => a - b);
  return html`<label
    >${label}
    <select @change=${(e: Event) => pick(Number((e.target as HTMLSelectElement).value))}>
      ${sizes.map((n) => html`<option value=${n} ?selected=${n === value}>${n}</option>`)}
    </select></label
  >`;
}

// aria-disabled, not disabled: the last Undo would otherwise drop focus out of the editor, and
// the keyboard shortcuts with it (as in the kit's frame).
function stepButton(label: string, able: boolean, act: () => void) {
  return html`<button type="button" class="step" aria-disabled=${String(!able)} @click=${act}>
    ${label}
  </button>`;
}

function tools(ed: PuzzleEditor) {
  const EDITOR = ed.words.editor;
  const { w, h, dots } = ed.puzzle;
  return html`<div class="edit-tools" part="edit-tools">
    ${sizeSelect(EDITOR.width, w, (n) => ed.resize(n, h))}
    <span aria-hidden="true">×</span>
    ${sizeSelect(EDITOR.height, h, (n) => ed.resize(w, n))}
    <button type="button" ?disabled=${!dots.length} @click=${() => ed.clear()}>
      ${EDITOR.clear}
    </button>
    <span class="steps" role="group" aria-label=${EDITOR.steps}>
      ${stepButton(EDITOR.undo, ed.canUndo, () => ed.undo())}
      ${stepButton(EDITOR.redo, ed.canRedo, () => ed.redo())}
    </span>
  </div>`;
}

/** The dot a click would place (or remove) under the mouse, drawn faintly. */
function ghost(ed: PuzzleEditor) {
  if (!ed.ghost) return nothing;
  const { cx, cy } = dotPoint(ed.ghost);
  const removing = hasDot(ed.puzzle, ed.ghost);
  return svg`<circle class=${removing ? 'ghost removing' : 'ghost'} cx=${cx} cy=${cy} r="0.2"></circle>`;
}

/** The grid, bound to the kit's surface (aiming at points) in the template. */
function grid(ed: PuzzleEditor, surface: GridSurface) {
  const p = ed.puzzle;
  const v = ed.verdict;
  const answer = v?.kind === 'unique' && !ed.checking ? answerLayer(p, v.answer) : nothing;
  return html`<div class="port">
    <svg
      part="grid"
      class="pk-surface"
      viewBox="0 0 ${p.w} ${p.h}"
      role="application"
      tabindex="0"
      aria-label=${surface.label(ed.name)}
      ${surface.bind()}
    >
      <g aria-hidden="true">
        <g class="solution">${answer}</g>
        <path class="line" d=${linesPath(p.w, p.h)}></path>
        <rect class="frame" x="0" y="0" width=${p.w} height=${p.h}></rect>
        ${p.dots.map((dot) => {
          const { cx, cy } = dotPoint(dot);
          return svg`<circle class="dot" cx=${cx} cy=${cy} r="0.16"></circle>`;
        })}
        ${ghost(ed)}
      </g>
      ${surface.renderCursor()}
    </svg>
  </div>`;
}

function verdict(ed: PuzzleEditor) {
  const EDITOR = ed.words.editor;
  const v = ed.verdict;
  const state = ed.checking || !v ? 'checking' : v.kind;
  const words = state === 'checking' || !v ? EDITOR.checking : ed.words.verdictWords(v, ed.puzzle);
  return html`<div
    class="verdict"
    part="verdict"
    data-verdict=${state}
    role="status"
    aria-live="polite"
    aria-busy=${state === 'checking' ? 'true' : 'false'}
  >
    <span class="spinner" aria-hidden="true"></span>
    <strong class="title">${words.title}</strong>
    <span class="detail">${words.detail}</span>
    ${
      ed.checkedIn === 'page' && state !== 'checking'
        ? html`<span class="where" part="verdict-where">${EDITOR.checkedHere}</span>`
        : nothing
    }
  </div>`;
}

function answers(ed: PuzzleEditor) {
  const EDITOR = ed.words.editor;
  const v = ed.verdict;
  if (ed.checking || v?.kind !== 'several') return nothing;
  const n = v.differ.length;
  const note = EDITOR.differ(n);
  return html`<div class="answers" part="answers">
    ${v.answers.map(
      (answer, k) =>
        html`<figure>
          ${answerPicture(ed.puzzle, answer, v.differ, `gx-differ-${k}`, `${EDITOR.answer(k)}. ${note}`)}
          <figcaption>${EDITOR.answer(k)}</figcaption>
        </figure>`,
    )}
  </div>`;
}

function copyRow(
  ed: PuzzleEditor,
  id: string,
  { label, what }: { label: string; what: string },
  value: string,
) {
  const EDITOR = ed.words.editor;
  return html`<div class="copy-row">
    <label for=${id}>${label}</label>
    <input
      id=${id}
      readonly
      .value=${value}
      @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
    />
    <button type="button" ?disabled=${!value} @click=${() => ed.copy(value, what)}>
      ${EDITOR.copy}<span class="vh">${ed.words.editor.copyWhat(what)}</span>
    </button>
  </div>`;
}

function actions(ed: PuzzleEditor, playUrl: string) {
  const EDITOR = ed.words.editor;
  const out = ed.exports;
  const play =
    out && playUrl
      ? html`<a class="play" part="play" href=${out.playLink} @click=${(e: Event) => ed.play(e)}
          >${EDITOR.play}</a
        >`
      : html`<button
          type="button"
          class="play"
          part="play"
          ?disabled=${!out}
          @click=${() => ed.play()}
        >
          ${EDITOR.play}
        </button>`;
  return html`<div class="actions" part="actions">
    ${play} ${copyRow(ed, 'gx-puzzlink', EDITOR.rows.puzzLink, out?.puzzLink ?? '')}
    ${copyRow(ed, 'gx-tatham', EDITOR.rows.tatham, out?.tathamId ?? '')}
    ${playUrl ? copyRow(ed, 'gx-share', EDITOR.rows.link, out?.playLink ?? '') : nothing}
  </div>`;
}

/** Where a host's own form goes (the site's Publish), while the puzzle has exactly one answer. */
function publishSlot(ed: PuzzleEditor) {
  return ed.state === 'unique' ? html`<slot name="publish"></slot>` : nothing;
}

/**
 * The whole editor: the work (tools, grid, how to place dots) and beside it, when the editor is
 * wide, the panel (the verdict, a host's publish form, the two answers, the actions).
 */
export function editorView(ed: PuzzleEditor, surface: GridSurface, playUrl: string) {
  const EDITOR = ed.words.editor;
  const { w, h, dots } = ed.puzzle;
  return html`<section
      class="editor"
      part="editor"
      aria-label=${EDITOR.name}
      @keydown=${ed.onEditorKey}
    >
      <div class="work">
        <p class="edit-heading">${EDITOR.heading(w, h, dots.length)}</p>
        ${ed.notice ? html`<p class="edit-notice" role="alert">${ed.notice}</p>` : nothing}
        ${tools(ed)} ${grid(ed, surface)}
        <p class="edit-how">${EDITOR.how}</p>
      </div>
      <div class="panel">
        ${verdict(ed)} ${publishSlot(ed)} ${answers(ed)} ${actions(ed, playUrl)}
      </div>
    </section>
    <p class="vh" aria-live="polite">${ed.said}</p>`;
}
