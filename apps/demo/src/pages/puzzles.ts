// The list of puzzles players published (`/puzzles/`): the server draws it, and its orders,
// filters and pages are links and a form that ask the server again, so this page only hydrates
// what was drawn (or, with nothing drawn, asks the API for the page its address names).
import { hydrate } from '@lit-labs/ssr-client';
import { render } from 'lit';
import { api, ApiFailure } from '../api.js';
import '../community.css';
import { startPage } from '../layout.js';
import { notice } from '../notice.js';
import { puzzlesView } from '../../shared/views/puzzles-view.js';
import { say } from '../../shared/words/say.js';

async function main(): Promise<void> {
  const drawn = await startPage('puzzles');
  const page = document.querySelector<HTMLElement>('#page')!;
  if (drawn?.page === 'puzzles') {
    hydrate(puzzlesView(drawn.list, drawn.shown, drawn.first), page);
    return;
  }
  const params = new URLSearchParams(location.search);
  try {
    const list = await api.puzzles(params.toString());
    const shown = {
      sort: params.get('sort') ?? 'new',
      size: params.get('size') ?? undefined,
      level: params.get('level') ?? undefined,
      author: params.get('author') ?? undefined,
    };
    render(puzzlesView(list, shown, !params.has('cursor')), page);
  } catch (error) {
    notice(error instanceof ApiFailure ? error.message : say.community.failed, 'error');
  }
}

void main();
