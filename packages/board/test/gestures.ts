// A browser-test command that plays one gesture through Chromium's real input pipeline: a mouse
// press, drag and release (Playwright's mouse) or a finger's (CDP touch events). Points are the
// test frame's client coordinates, mapped onto the page through the frame's offset and scale.
import type { BrowserCommand } from 'vitest/node';
// The Playwright provider's types add `page` and `frame()` to the command context.
import type {} from '@vitest/browser-playwright';

/** One gesture: press at the first point, pass through the rest, release at the last. */
export interface Gesture {
  pointer: 'mouse' | 'touch';
  points: Array<{ x: number; y: number }>;
  button?: 'left' | 'right';
  /** How long to keep still after the press, in ms (press-and-hold). */
  holdMs?: number;
}

export const gesture: BrowserCommand<[g: Gesture]> = async (ctx, g) => {
  if (ctx.provider.name !== 'playwright') throw new Error('gesture needs Playwright');
  const frame = await ctx.frame();
  const box = await (await frame.frameElement()).boundingBox();
  const inner = await frame.evaluate(() => window.innerWidth);
  const k = box && inner ? box.width / inner : 1;
  const page = g.points.map((p) => ({ x: (box?.x ?? 0) + p.x * k, y: (box?.y ?? 0) + p.y * k }));
  const [first, ...rest] = page;
  if (!first) return;
  const hold = () => new Promise((done) => setTimeout(done, g.holdMs ?? 0));
  if (g.pointer === 'mouse') {
    const button = g.button ?? 'left';
    await ctx.page.mouse.move(first.x, first.y);
    await ctx.page.mouse.down({ button });
    await hold();
    for (const p of rest) await ctx.page.mouse.move(p.x, p.y);
    await ctx.page.mouse.up({ button });
    return;
  }
  const cdp = await ctx.page.context().newCDPSession(ctx.page);
  try {
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: p ? [{ id: 1, x: p.x, y: p.y }] : [],
      });
    await touch('touchStart', first);
    await hold();
    for (const p of rest) await touch('touchMove', p);
    await touch('touchEnd');
  } finally {
    await cdp.detach();
  }
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    gesture: (g: Gesture) => Promise<void>;
  }
}
