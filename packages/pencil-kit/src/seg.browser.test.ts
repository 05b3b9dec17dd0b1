import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './define/pk-seg.js';
import type { PkSeg, SegChangeDetail } from './seg.js';
import { SegHarness } from '../test/seg-harness.js';

async function mount(dir = 'ltr'): Promise<{ seg: PkSeg; values: string[] }> {
  const seg = document.createElement('pk-seg');
  document.body.dir = dir;
  seg.label = 'Tool';
  seg.options = [
    { value: 'lines', label: 'Lines' },
    { value: 'paint', label: 'Paint' },
    { value: 'rub', label: 'Rubber' },
  ];
  seg.value = 'lines';
  const values: string[] = [];
  document.body.append(seg);
  document.body.addEventListener('pk-change', (e) =>
    values.push((e as CustomEvent<SegChangeDetail>).detail.value),
  );
  await seg.updateComplete;
  return { seg, values };
}

const radios = (seg: PkSeg) => new SegHarness(seg).radios();

describe('<pk-seg>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.body.removeAttribute('dir');
  });

  it('is a named radio group with one checked radio and one tab stop', async () => {
    const { seg } = await mount();
    const h = new SegHarness(seg);
    expect(h.group().getAttribute('aria-label')).toBe('Tool');
    expect(h.checked()).toEqual(['true', 'false', 'false']);
    expect(h.tabStops()).toEqual(['0', '-1', '-1']);
  });

  it('moves the selection with arrow keys, wrapping, and fires change each time', async () => {
    const { seg, values } = await mount();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}{End}{Home}');
    expect(values).toEqual(['paint', 'rub', 'lines', 'rub', 'lines']);
    expect(seg.value).toBe('lines');
    expect(new SegHarness(seg).focused()).toBe(radios(seg)[0]);
  });

  it('selects on click and does not fire for the selected option or for code', async () => {
    const { seg, values } = await mount();
    await userEvent.click(radios(seg)[1]!);
    await userEvent.click(radios(seg)[1]!);
    seg.value = 'rub';
    await seg.updateComplete;
    expect(values).toEqual(['paint']);
    expect(radios(seg)[2]!.getAttribute('aria-checked')).toBe('true');
  });

  it('follows the order on screen under dir="rtl": Right moves to the option on the right', async () => {
    const { seg, values } = await mount('rtl');
    const [lines, paint] = radios(seg).map((r) => r.getBoundingClientRect().left);
    expect(paint!).toBeLessThan(lines!); // the first option sits on the right
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowRight}{ArrowLeft}{ArrowLeft}');
    expect(values).toEqual(['paint', 'rub', 'paint', 'rub', 'lines']);
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowUp}');
    expect(values.slice(5)).toEqual(['rub', 'lines', 'rub']);
    expect(new SegHarness(seg).focused()).toBe(radios(seg)[2]);
  });
});
