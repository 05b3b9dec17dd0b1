import { afterEach, describe, expect, it } from 'vitest';
import './define/pk-status.js';
import type { PkStatus } from './status.js';

async function mount(message: string): Promise<PkStatus> {
  const el = document.createElement('pk-status');
  el.message = message;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

describe('<pk-status>', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows its sentence in a polite live region', async () => {
    const el = await mount('3 of 9 galaxies closed.');
    const line = el.shadowRoot!.querySelector('[part="line"]')!;
    expect(line.getAttribute('role')).toBe('status');
    expect(line.getAttribute('aria-live')).toBe('polite');
    expect(line.textContent).toBe('3 of 9 galaxies closed.');
  });

  it('replaces the sentence when told to say another', async () => {
    const el = await mount('Draw your first wall');
    el.say('1 of 9 galaxies closed.');
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).toContain('1 of 9 galaxies closed.');
    expect(el.shadowRoot!.textContent).not.toContain('Draw your first wall');
  });
});
