// The localisation layer in real Chromium: which language an element speaks (its own `lang`,
// the nearest above across shadow roots, the page's), words loaded once and English standing in
// when a language's words can't load, and a speaking element held until its words arrive and
// kept to its language as `lang` changes above it.
import { html } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { langOf, SpeakingElement, Speech, Words } from './locale.js';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
});

describe('langOf', () => {
  it('reads the element’s own lang, then the nearest above, then the page’s', () => {
    const outer = document.createElement('div');
    const inner = document.createElement('span');
    outer.append(inner);
    document.body.append(outer);
    expect(langOf(inner)).toBe('en');
    document.documentElement.lang = 'ja';
    expect(langOf(inner)).toBe('ja');
    outer.lang = 'en-GB';
    expect(langOf(inner)).toBe('en');
    inner.lang = 'ja-JP';
    expect(langOf(inner)).toBe('ja');
    inner.lang = 'jav'; // Javanese is not Japanese; English stands in for what we don't speak
    expect(langOf(inner)).toBe('en');
  });

  it('looks across shadow roots to the host’s language', () => {
    const host = document.createElement('div');
    host.lang = 'ja';
    const root = host.attachShadow({ mode: 'open' });
    const deep = document.createElement('p');
    root.append(deep);
    document.body.append(host);
    expect(langOf(deep)).toBe('ja');
  });
});

describe('Words', () => {
  it('loads a language once, and stands English in when it can’t load', async () => {
    let loads = 0;
    const ok = new Words({ hi: 'Hello' }, { ja: async () => (loads++, { hi: 'こんにちは' }) });
    expect(ok.loaded('ja')).toBeUndefined();
    expect(ok.in('ja').hi).toBe('Hello');
    await Promise.all([ok.ready('ja'), ok.ready('ja')]);
    expect(ok.in('ja').hi).toBe('こんにちは');
    expect(loads).toBe(1);
    const broken = new Words({ hi: 'Hello' }, { ja: () => Promise.reject(new Error('offline')) });
    await broken.ready('ja');
    expect(broken.in('ja').hi).toBe('Hello');
  });

  it('keeps words that did not load failed, without asking again, until asked again', async () => {
    let asks = 0;
    let arrives = false;
    const words = new Words(
      { hi: 'Hello' },
      {
        ja: async () => {
          asks++;
          if (!arrives) throw new Error('offline');
          return { hi: 'こんにちは' };
        },
      },
    );
    await words.ready('ja');
    expect(words.failed('ja')).toBeDefined();
    await words.ready('ja');
    expect(asks).toBe(1);
    arrives = true;
    await words.again('ja');
    expect(asks).toBe(2);
    expect(words.failed('ja')).toBeUndefined();
    expect(words.in('ja').hi).toBe('こんにちは');
  });
});

describe('SpeakingElement', () => {
  let release: () => void = () => {};
  const GREETING = new Words(
    { hi: 'Hello' },
    { ja: () => new Promise((done) => (release = () => done({ hi: 'こんにちは' }))) },
  );

  class TestGreeting extends SpeakingElement {
    private readonly speech = new Speech(this, GREETING);
    override render() {
      return html`<p>${this.speech.words.hi}</p>`;
    }
  }
  customElements.define('test-greeting', TestGreeting);

  const text = (el: Element) => el.shadowRoot?.querySelector('p')?.textContent ?? null;

  it('holds its first update until its words arrive, then follows lang changes above it', async () => {
    const box = document.createElement('div');
    box.lang = 'ja';
    const el = document.createElement('test-greeting') as TestGreeting;
    box.append(el);
    document.body.append(box);
    await new Promise((done) => setTimeout(done, 30));
    expect(text(el)).toBeNull(); // nothing drawn, rather than English
    release();
    await expect.poll(() => text(el)).toBe('こんにちは');
    box.lang = 'en';
    await expect.poll(() => text(el)).toBe('Hello');
    box.removeAttribute('lang');
    document.documentElement.lang = 'ja';
    await expect.poll(() => text(el)).toBe('こんにちは');
  });

  it('draws English at once where its words did not arrive, and Try again holds no update', async () => {
    let asks = 0;
    const BROKEN = new Words(
      { hi: 'Hello' },
      {
        ja: () => {
          asks++;
          // The first ask fails; Try again's never settles.
          return asks === 1 ? Promise.reject(new Error('offline')) : new Promise(() => {});
        },
      },
    );
    class BrokenGreeting extends SpeakingElement {
      private readonly speech = new Speech(this, BROKEN);
      name = '';
      override render() {
        return html`<p>${this.speech.words.hi}${this.name}</p>`;
      }
    }
    customElements.define('broken-greeting', BrokenGreeting);
    const told: { retry: () => void }[] = [];
    const tell = (e: Event) => told.push((e as CustomEvent).detail);
    document.addEventListener('pk-chunk-error', tell);
    const el = document.createElement('broken-greeting') as BrokenGreeting;
    el.lang = 'ja';
    document.body.append(el);
    await expect.poll(() => text(el)).toBe('Hello');
    expect(told).toHaveLength(1);
    told[0]!.retry();
    expect(asks).toBe(2);
    el.name = ', again';
    el.requestUpdate();
    await expect.poll(() => text(el)).toBe('Hello, again');
    document.removeEventListener('pk-chunk-error', tell);
  });
});
