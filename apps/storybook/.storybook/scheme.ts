// The light/dark toolbar switch: a `scheme` global, and the decorator that shows every story in
// it. The story sits in a root carrying `data-scheme` and `color-scheme` (for pages and hosts
// that style by either), and the preview's media queries are told the same scheme.
import type { Decorator, Preview } from '@storybook/web-components-vite';
import { html } from 'lit';
import { emulateScheme, type Scheme } from './media-emulation.js';

export const schemeGlobal: Preview['globalTypes'] = {
  scheme: {
    description: 'The colour scheme the components see',
    toolbar: {
      title: 'Scheme',
      icon: 'contrast',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
};

export const withScheme: Decorator = (story, { globals, viewMode }) => {
  const scheme: Scheme = globals['scheme'] === 'dark' ? 'dark' : 'light';
  emulateScheme(scheme);
  // On a story's own page the whole frame takes the scheme; on a docs page only each story's
  // root does, so the prose around it stays readable.
  document.documentElement.style.colorScheme = viewMode === 'story' ? scheme : '';
  return html`<div
    class="scheme-root"
    data-scheme=${scheme}
    style="color-scheme: ${scheme}; background: Canvas; color: CanvasText"
  >
    ${story()}
  </div>`;
};
