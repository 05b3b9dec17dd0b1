// Browser-test commands that drive Chromium's real input pipeline at exact coordinates:
// Playwright's page.mouse for mouse strokes and CDP touch events for fingers. Coordinates are
// the test frame's client coordinates; the commands map them through the frame's offset and
// scale on the page (Vitest scales its test frame down to fit the window).
import type { BrowserCommand } from 'vitest/node';
// The Playwright provider's types add `page` and `frame()` to the command context.
import type {} from '@vitest/browser-playwright';

/** One step of a mouse script: move, press, release, or wait (ms). */
export type MouseStep =
  | { type: 'move'; x: number; y: number; steps?: number }
  | { type: 'down' | 'up'; button?: 'left' | 'right' }
  | { type: 'wait'; ms: number };

/** One step of a touch script: the fingers down at that moment, by id; or a wait (ms). */
export type TouchStep =
  | {
      type: 'touchStart' | 'touchMove' | 'touchEnd';
      points: Array<{ id: number; x: number; y: number }>;
    }
  | { type: 'wait'; ms: number };

async function frameMapping(ctx: Parameters<BrowserCommand<[]>>[0]) {
  const frame = await ctx.frame();
  const box = await (await frame.frameElement()).boundingBox();
  const width = await frame.evaluate(() => window.innerWidth);
  const scale = box && width ? box.width / width : 1;
  const dx = box?.x ?? 0;
  const dy = box?.y ?? 0;
  return (x: number, y: number) => ({ x: dx + x * scale, y: dy + y * scale });
}

export const mouseScript: BrowserCommand<[steps: MouseStep[]]> = async (ctx, steps) => {
  if (ctx.provider.name !== 'playwright') throw new Error('mouseScript needs Playwright');
  const toPage = await frameMapping(ctx);
  const mouse = ctx.page.mouse;
  for (const s of steps) {
    if (s.type === 'move') {
      const p = toPage(s.x, s.y);
      await mouse.move(p.x, p.y, { steps: s.steps ?? 1 });
    }
    if (s.type === 'down') await mouse.down({ button: s.button ?? 'left' });
    if (s.type === 'up') await mouse.up({ button: s.button ?? 'left' });
    if (s.type === 'wait') await new Promise((resolve) => setTimeout(resolve, s.ms));
  }
};

export const touchScript: BrowserCommand<[steps: TouchStep[]]> = async (ctx, steps) => {
  if (ctx.provider.name !== 'playwright') throw new Error('touchScript needs Playwright');
  const toPage = await frameMapping(ctx);
  const cdp = await ctx.page.context().newCDPSession(ctx.page);
  try {
    // One CDP session for the whole script: touches belong to the session that started them.
    for (const s of steps) {
      if (s.type === 'wait') {
        await new Promise((resolve) => setTimeout(resolve, s.ms));
        continue;
      }
      await cdp.send('Input.dispatchTouchEvent', {
        type: s.type,
        touchPoints: s.points.map((p) => ({ id: p.id, ...toPage(p.x, p.y) })),
      });
    }
  } finally {
    await cdp.detach();
  }
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    mouseScript: (steps: MouseStep[]) => Promise<void>;
    touchScript: (steps: TouchStep[]) => Promise<void>;
  }
}
