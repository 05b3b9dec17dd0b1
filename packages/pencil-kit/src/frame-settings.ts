// The helpers' switches behind a button: a settings popover (the Popover API: light dismiss,
// Escape, and the button's expanded state come with it) holding the board's <pk-assists>.
import { html, type TemplateResult } from 'lit';
import type { Assist } from './assists-store.js';
import type { AssistsChangeDetail } from './assists.js';
import { kitIcon } from './icons.js';
import type { KitWords } from './words/en/kit.js';

const ID = 'pk-settings';

export interface SettingsProps {
  slug: string;
  assists: readonly Assist[];
  onChange(e: CustomEvent<AssistsChangeDetail>): void;
  words: KitWords;
}

/** The button that opens the helpers, for the controls row. */
export function settingsButton(words: KitWords): TemplateResult {
  return html`<button
    type="button"
    part="settings"
    class="settings"
    popovertarget=${ID}
    aria-haspopup="dialog"
  >
    ${kitIcon('settings')}<span class="tool-label">${words.labels.helpers}</span>
  </button>`;
}

/** The popover itself: a titled, non-modal dialog with the switches and a Close button. */
export function settingsPanel(p: SettingsProps): TemplateResult {
  return html`<div
    id=${ID}
    popover
    part="settings-panel"
    class="settings-panel"
    role="dialog"
    aria-labelledby="pk-settings-heading"
  >
    <div class="settings-head">
      <h3 id="pk-settings-heading">${p.words.labels.helpers}</h3>
      <button type="button" popovertarget=${ID} popovertargetaction="hide">
        ${kitIcon('close')}<span class="vh">${p.words.labels.close}</span>
      </button>
    </div>
    <pk-assists
      part="assists"
      exportparts="list: assists-list, switch: assists-switch, description: assists-description"
      .slug=${p.slug}
      .assists=${p.assists}
      @pk-change=${p.onChange}
    ></pk-assists>
  </div>`;
}
