// The editor page's Publish form, drawn into the editor's `publish` slot (which shows while the
// verdict is unique): a title, an optional note, a name when the player has none of their own
// yet, and Publish. It names the player first when needed (api.rename, a write, makes a player
// if there is none), then posts the puzzle the verdict was about; the form gives way to the
// published puzzle's link, which takes focus. A refusal shows in a polite live region, and what
// was typed stays.
import type { Puzzle } from '@galaxies/engine';
import { html, nothing, render } from 'lit';
import type { VerdictDetail } from '@galaxies/board';
import { NOTE_MAX, TITLE_MAX } from '../shared/policy.js';
import { api, ApiFailure, type Me } from './api.js';
import { needsName, publishAsk, publishedPage } from './publish-ask.js';
import { say } from '../shared/words/say.js';

/** The longest name the server takes (as on the account page). */
const NAME_MAX = 24;

export class PublishForm {
  /** The player as the server last told (null: none, or not heard); undefined until it answers. */
  private me: Me | null | undefined = undefined;
  /** The puzzle the newest verdict found unique, or null. */
  private puzzle: Puzzle | null = null;
  private posting = false;
  /** The published puzzle's page, once published (until the puzzle is changed). */
  private page: string | null = null;
  /** The server's refusal, or why nothing was heard. */
  private said = '';
  private place: HTMLElement | null = null;

  constructor() {
    api.me().then(
      (me) => this.heard(me),
      () => this.heard(null),
    );
  }

  /** Draws the form into `place` (the slotted element), from the ref in the page's template. */
  readonly mount = (place: Element | undefined): void => {
    if (!(place instanceof HTMLElement) || place === this.place) return;
    this.place = place;
    this.draw();
  };

  /** `galaxies-verdict`: the puzzle to publish, while it has exactly one answer. */
  readonly verdict = (event: CustomEvent<VerdictDetail>): void => {
    const { puzzle, verdict } = event.detail;
    this.puzzle = verdict.kind === 'unique' ? puzzle : null;
  };

  /** `galaxies-edit`: another puzzle now, so a new form (after a publish) and no old refusal. */
  readonly edited = (): void => {
    this.page = null;
    this.said = '';
    this.draw();
  };

  private heard(me: Me | null): void {
    this.me = me;
    this.draw();
  }

  private draw(): void {
    if (this.place) render(this.view(), this.place);
  }

  private view() {
    const w = say.publish;
    if (this.me === undefined) return nothing;
    const page = this.page;
    return html`<h2 id="publish-heading">${w.heading}</h2>
      ${
        page
          ? html`<p class="published">
              ${w.published(html`<a href=${page}>${w.seeIt}</a>`)} ${w.another}
            </p>`
          : this.form()
      }
      <p class="publish-said" role="status" aria-live="polite">${this.said}</p>`;
  }

  private form() {
    const w = say.publish;
    const naming = needsName(this.me ?? null);
    return html`<form
      class="publish-form"
      aria-labelledby="publish-heading"
      @submit=${(e: SubmitEvent) => void this.submit(e)}
    >
      <p class="note">${w.lede}</p>
      <label for="publish-title">${w.title}</label>
      <input id="publish-title" name="title" required maxlength=${TITLE_MAX} autocomplete="off" />
      <label for="publish-note">${w.note}</label>
      <textarea id="publish-note" name="note" rows="2" maxlength=${NOTE_MAX}></textarea>
      ${
        naming
          ? html`<label for="publish-name">${w.name}</label>
              <input
                id="publish-name"
                name="name"
                required
                maxlength=${NAME_MAX}
                autocomplete="nickname"
                translate="no"
                .value=${this.me?.name ?? ''}
                aria-describedby="publish-name-hint"
              />
              <p id="publish-name-hint" class="note">${w.nameHint}</p>`
          : nothing
      }
      <button type="submit" aria-disabled=${String(this.posting)}>
        ${this.posting ? w.posting : w.button}
      </button>
    </form>`;
  }

  // The button is aria-disabled while posting, not disabled, so focus stays on it (a disabled
  // button drops focus to the page); a second press meanwhile does nothing.
  private async submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const puzzle = this.puzzle;
    if (this.posting || !puzzle) return;
    const typed = new FormData(event.currentTarget as HTMLFormElement);
    const text = (name: string) => String(typed.get(name) ?? '');
    this.posting = true;
    this.said = '';
    this.draw();
    try {
      if (needsName(this.me ?? null)) this.me = await api.rename(text('name').trim());
      this.page = publishedPage(await api.publish(publishAsk(puzzle, text('title'), text('note'))));
    } catch (error) {
      // No player after all (its cookie gone): ask for a name again, which makes one.
      if (error instanceof ApiFailure && error.status === 401) this.me = null;
      this.said = error instanceof ApiFailure ? error.message : say.publish.failed;
    }
    this.posting = false;
    this.draw();
    if (this.page) this.place?.querySelector<HTMLElement>('.published a')?.focus();
  }
}
