// What a server sends: boards drawn by `@galaxies/board/ssr` (in Node, as the Storybook build
// starts), shown as a browser paints them before any script runs: the frame, the title, the grid
// with its dots and given walls, the controls, in English and in Japanese. The tags are renamed
// here (`…-as-sent`), so this page's registered board does not take them over: on a real page
// `@galaxies/board/hydrate.js` brings them to life (the board's e2e suite checks that it does so
// over the very nodes drawn here).
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import boards from 'virtual:galaxies-server-boards';

/** The elements a drawn board holds, renamed, with the one style rule that names one. */
const TAGS = /(<\/?)(galaxies-board|pk-(?:frame|status|prompt|assists|seg|result))(?=[\s>/])/g;

function asSent(html: string): HTMLElement {
  const box = document.createElement('div');
  box.style.maxWidth = '40rem';
  box.setHTMLUnsafe(
    html.replace(TAGS, '$1$2-as-sent').replace(/\bpk-frame(?=\s*\{)/g, 'pk-frame-as-sent'),
  );
  return box;
}

/** Throws unless the drawn board is there: its grid with dots, and its title saying `title`. */
function checkDrawn(canvas: HTMLElement, title: string): void {
  const board = canvas.querySelector('galaxies-board-as-sent')?.shadowRoot;
  const dots = board?.querySelectorAll('[part="grid"] circle.dot').length ?? 0;
  const heading = board?.querySelector('pk-frame-as-sent')?.shadowRoot?.querySelector('h2');
  if (dots < 5 || !heading?.textContent?.includes(title)) {
    throw new Error(`The drawn board is missing (${dots} dots, title "${heading?.textContent}").`);
  }
}

const meta: Meta = {
  title: 'Board/Drawn on the server',
  tags: ['!autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A board as `renderBoard` draws it on a server, painted before any script runs. On a real page, `@galaxies/board/hydrate.js` (its first module) takes over these very nodes.',
      },
    },
  },
};
export default meta;

type Story = StoryObj;

/** A 10×10 medium, in English, as the server sends it. */
export const English: Story = {
  render: () => asSent(boards.en),
  play: ({ canvasElement }) => checkDrawn(canvasElement, '10×10'),
};

/** A 7×7 easy, in Japanese. */
export const Japanese: Story = {
  render: () => asSent(boards.ja),
  play: ({ canvasElement }) => checkDrawn(canvasElement, 'やさしい'),
};
