// `scheme` is reflected only when it says something, so a server-rendered board gains no
// attribute as it starts (a hydrating framework would report the difference).
import { describe, expect, it } from 'vitest';
import './define/galaxies-board.js';

async function board(html: string) {
  document.body.innerHTML = html;
  const el = document.querySelector('galaxies-board')!;
  await el.updateComplete;
  return el;
}

describe('the scheme attribute', () => {
  it('is not added for the default, auto', async () => {
    const el = await board('<galaxies-board saves="off" how-to="none"></galaxies-board>');
    expect(el.scheme).toBe('auto');
    expect(el.hasAttribute('scheme')).toBe(false);
  });

  it('follows a scheme set as a property, and goes again for auto', async () => {
    const el = await board('<galaxies-board saves="off" how-to="none"></galaxies-board>');
    el.scheme = 'dark';
    await el.updateComplete;
    expect(el.getAttribute('scheme')).toBe('dark');
    el.scheme = 'auto';
    await el.updateComplete;
    expect(el.hasAttribute('scheme')).toBe(false);
  });

  it('leaves an attribute the page wrote as it wrote it', async () => {
    const el = await board(
      '<galaxies-board scheme="auto" saves="off" how-to="none"></galaxies-board>',
    );
    expect(el.getAttribute('scheme')).toBe('auto');
  });
});
