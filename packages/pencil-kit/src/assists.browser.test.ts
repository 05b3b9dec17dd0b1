import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define/pk-assists.js';
import type { AssistsChangeDetail, PkAssists } from './assists.js';

const assists = [
  { id: 'tints', label: 'Tints', description: 'Tint each finished galaxy.' },
  { id: 'lopsided', label: 'Lopsided', default: false },
];

async function mount(slug = 'kit-test'): Promise<PkAssists> {
  const el = document.createElement('pk-assists');
  el.slug = slug;
  el.assists = assists;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const switches = (el: PkAssists) => [...el.shadowRoot!.querySelectorAll('[role="switch"]')];

describe('<pk-assists>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.body.replaceChildren());

  it('shows one switch per helper, on unless the helper says otherwise', async () => {
    const el = await mount();
    expect(switches(el).map((s) => s.textContent!.trim())).toEqual(['Tints', 'Lopsided']);
    expect(switches(el).map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(switches(el)[1]!.hasAttribute('aria-describedby')).toBe(false);
    const described = switches(el)[0]!.getAttribute('aria-describedby')!;
    expect(el.shadowRoot!.getElementById(described)!.textContent!.trim()).toBe(
      'Tint each finished galaxy.',
    );
  });

  it('fires change with the full set when flipped by click or key', async () => {
    const el = await mount();
    const seen: AssistsChangeDetail[] = [];
    el.addEventListener('pk-change', (e) => seen.push(e.detail));
    await userEvent.click(switches(el)[0]!);
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(seen.map((d) => d.switches)).toEqual([
      { tints: false, lopsided: false },
      { tints: true, lopsided: false },
      { tints: true, lopsided: true },
    ]);
  });

  it('remembers the switches per puzzle kind', async () => {
    const el = await mount('kit-test');
    await userEvent.click(switches(el)[0]!);
    expect(JSON.parse(localStorage.getItem('uo:kit-test:assists')!)).toEqual({
      tints: false,
      lopsided: false,
    });
    el.remove();
    const again = await mount('kit-test');
    expect(switches(again)[0]!.getAttribute('aria-checked')).toBe('false');
    const other = await mount('other-kind');
    expect(switches(other)[0]!.getAttribute('aria-checked')).toBe('true');
  });
});
