// The rules every element keeps, checked on <galaxies-board> and <galaxies-editor> in the states
// a player or an author sees: no inline style attribute anywhere (a strict content security
// policy refuses them), the host's font on every text, and every part reachable from the page.
import { answerWalls, shape, Side } from '@galaxies/engine';
import { inlineStyled, textsOutsideFont, unreachableParts } from '@galaxies/tooling/dom-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountEditor, tapPoints, verdictIs } from '../test/edit-harness.js';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import {
  drag,
  find,
  mount,
  pickTool,
  press,
  pressHint,
  settle,
  sidePoint,
} from '../test/harness.js';
import { windowIs } from '../test/how-to-harness.js';
import { SEVERAL, UNIQUE_MEDIUM } from './editor/edit-samples.js';

const FONT = 'Gx Rules Test';
const puzzle = SAMPLE_7X7.puzzle;
const kinds = shape(puzzle).sideKind;
const walls = answerWalls(puzzle, SAMPLE_7X7.answer).filter((s) => kinds[s] === Side.open);

beforeEach(() => {
  localStorage.clear();
  document.body.style.setProperty('--gx-font', `"${FONT}", monospace`);
});
afterEach(() => {
  document.body.replaceChildren();
  document.body.style.removeProperty('--gx-font');
});

/** Every rule at once, so a failure names the state and everything it broke. */
function rulesBroken(el: HTMLElement) {
  return {
    inlineStyles: inlineStyled(el),
    otherFonts: textsOutsideFont(el, FONT),
    unreachableParts: unreachableParts(el),
  };
}

const kept = { inlineStyles: [], otherFonts: [], unreachableParts: [] };

describe('<galaxies-board> keeps the rules', () => {
  it('before the first move, with the prompt, the helpers and the tray', async () => {
    const el = await mount({ puzzle });
    expect(find(el, '[part~="tray"]')).not.toBeNull();
    expect(rulesBroken(el)).toEqual(kept);
  });

  it('mid-game: walls, a flag, a hint on show, the Paint tools', async () => {
    const el = await mount({ puzzle });
    for (const side of [1, 2]) await drag(el, [sidePoint(7, side)]); // a lopsided region
    await pressHint(el);
    await pickTool(el, 'Paint');
    await drag(el, [[4.5, 4.5]]);
    expect(find(el, '.flag')).not.toBeNull();
    expect(rulesBroken(el)).toEqual(kept);
  });

  it('trying: trial walls and paint, Keep and Discard', async () => {
    const el = await mount({ puzzle });
    await press(el, 'Try');
    for (const side of [1, 2]) await drag(el, [sidePoint(7, side)]);
    await pickTool(el, 'Paint');
    await drag(el, [[4.5, 4.5]]);
    expect(find(el, '[part~="discard"]')).not.toBeNull();
    expect(find(el, 'path.wall.trial')!.getAttribute('d')).toMatch(/^M/);
    expect(rulesBroken(el)).toEqual(kept);
  });

  it('solved, with the galaxies washing in from the last wall', async () => {
    const el = await mount({ puzzle });
    el.marks = { w: walls.slice(1), x: [] };
    await settle(el);
    await drag(el, [sidePoint(7, walls[0]!)]);
    await settle(el);
    expect(find(el, '.tints.wash')).not.toBeNull();
    expect(rulesBroken(el)).toEqual(kept);
  });

  it('with How to play open, its tutorial, example and keys inside', async () => {
    const el = await mount({ puzzle });
    await el.showHowTo('keys');
    await windowIs(el, true);
    expect(rulesBroken(el)).toEqual(kept);
  });

  it('while a 13×13 is made, and with a message in place of a bad puzzle', async () => {
    const making = document.createElement('galaxies-board');
    making.saves = 'off';
    making.setAttribute('size', '13');
    making.setAttribute('code', 'rules');
    document.body.append(making);
    await making.updateComplete;
    expect(find(making, '[part~="making"]')).not.toBeNull();
    expect(rulesBroken(making)).toEqual(kept);
    const bad = await mount({ src: 'https://example.com/p?tentaisho/5/5/xyz' });
    expect(find(bad, '[part~="error"]')).not.toBeNull();
    expect(rulesBroken(bad)).toEqual(kept);
  });
});

describe('<galaxies-editor> keeps the rules', () => {
  it('blank, with a unique verdict and its answer, and with two answers', async () => {
    const blank = await mountEditor({ cols: 5, rows: 5 });
    await verdictIs(blank, 'malformed');
    expect(rulesBroken(blank)).toEqual(kept);
    await tapPoints(blank, UNIQUE_MEDIUM.dots);
    await verdictIs(blank, 'unique');
    expect(rulesBroken(blank)).toEqual(kept);
    const several = await mountEditor({ puzzle: SEVERAL, playUrl: '/play/?src=' });
    await verdictIs(several, 'several');
    expect(rulesBroken(several)).toEqual(kept);
  });
});
