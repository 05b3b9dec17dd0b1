// Races (/race/): what a live race is, and Start a race: an Endless size and level chosen with the
// site's picker (its choices are this page's address, `?size=…&level=…`, as Endless reads it),
// a name first for a player who has none of their own, then the room opened (the server makes
// the player if needed and seats them first) and its page opened. The daily is never raced.
import { render } from 'lit';
import { api, ApiFailure, type Me } from '../api.js';
import { readAddress } from '../../shared/endless-address.js';
import { startPage } from '../layout.js';
import { needsName } from '../publish-ask.js';
import { raceIntroView, type StartShown } from '../views/race-view.js';
import { say } from '../../shared/words/say.js';
import '../race.css';

await startPage('race');
const page = document.querySelector<HTMLElement>('#page')!;
const read = readAddress(location.search);
const chosen = read.ok ? read.ask : null;
let me: Me | null = null;
const shown: StartShown = {
  size: chosen?.size ?? 7,
  level: chosen?.difficulty ?? 'easy',
  naming: false,
  opening: false,
  said: '',
};

const draw = () =>
  render(
    raceIntroView(shown, (e) => void start(e)),
    page,
  );

async function start(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  if (shown.opening) return;
  const form = event.currentTarget as HTMLFormElement;
  const name = String(new FormData(form).get('name') ?? '').trim();
  shown.opening = true;
  shown.said = '';
  draw();
  try {
    if (shown.naming) me = await api.rename(name);
    const { url } = await api.openRace({ size: shown.size, level: shown.level });
    location.assign(/^\/race\/[a-z0-9]+\/$/.test(url) ? url : '/race/');
    return;
  } catch (error) {
    shown.said = error instanceof ApiFailure ? error.message : say.race.openFailed;
    // No player after all (its cookie gone): a name makes one.
    if (error instanceof ApiFailure && error.status === 401) me = null;
  }
  shown.naming = needsName(me);
  shown.opening = false;
  draw();
}

draw();
me = await api.me().catch(() => null);
shown.naming = needsName(me);
draw();
