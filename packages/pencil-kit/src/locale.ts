// Which language an element speaks and its words in it: the element's own `lang`, or the
// nearest one above it (across shadow roots, so a kit element inside a board speaks the board's
// language), else the page's; English unless that is Japanese. English words are always at
// hand; the others load the first time an element asks for them, and an element holds its
// updates until they arrive, so it never shows a flash of English. A `lang` set or changed
// anywhere above a speaking element is followed. Words that can't be loaded leave English in
// their place and say so (`pk-chunk-error`), with a way to try again.
import {
  isServer,
  LitElement,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { ChunkLoadError, loadChunk } from './chunk.js';
import { chunkError } from './chunk-events.js';

/** The languages the kit and the boards built on it speak. */
export type Lang = 'en' | 'ja';

/**
 * One language's words with the shape of another's: every text a string, every template a
 * template, every phrase maker taking the same arguments, every list as long.
 */
export type Widen<T> = T extends string
  ? string
  : T extends TemplateResult
    ? TemplateResult
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Widen<R>
      : { readonly [K in keyof T]: Widen<T[K]> };

/** The language an element speaks (see the file's header). */
export function langOf(el: Element): Lang {
  for (let node: Element | undefined = el; node;) {
    const said = node.closest('[lang]')?.getAttribute('lang');
    if (said != null) return /^ja\b/i.test(said) ? 'ja' : 'en';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : undefined;
  }
  return 'en';
}

/** One set of words in every language: English at hand, the others loaded when first asked. */
export class Words<T> {
  private readonly got: Partial<Record<Lang, T>>;
  private readonly asked: Partial<Record<Lang, Promise<unknown>>> = {};
  private readonly faults: Partial<Record<Lang, ChunkLoadError>> = {};

  constructor(
    en: T,
    private readonly load: Record<Exclude<Lang, 'en'>, () => Promise<T>>,
  ) {
    this.got = { en };
  }

  /** The words in `lang` if they are loaded. */
  loaded(lang: Lang): T | undefined {
    return this.got[lang];
  }

  /** Why the words in `lang` did not load (English stands in until `again` brings them). */
  failed(lang: Lang): ChunkLoadError | undefined {
    return this.faults[lang];
  }

  /**
   * Settles once the words in `lang` are loaded, or once they could not be: English stands in,
   * `failed` says why, and they stay failed (every later ask settles at once) until `again`.
   */
  ready(lang: Lang): Promise<unknown> {
    if (this.got[lang] || this.faults[lang]) return Promise.resolve();
    return (this.asked[lang] ??= loadChunk(this.load[lang as Exclude<Lang, 'en'>]).then(
      (words) => {
        this.got[lang] = words;
      },
      (error: unknown) => {
        delete this.asked[lang];
        this.faults[lang] = ChunkLoadError.from(error);
      },
    ));
  }

  /** Try again: asks once more for words in `lang` that did not load (as `ready`). */
  again(lang: Lang): Promise<unknown> {
    delete this.faults[lang];
    return this.ready(lang);
  }

  /** The words in `lang`, or English while they load (or when they could not). */
  in(lang: Lang): T {
    return this.got[lang] ?? this.got.en!;
  }
}

/** An element that speaks: a reactive element on the page (its `lang` and its ancestors'). */
export type SpeakingHost = ReactiveControllerHost & Element;

/**
 * On a server, the language being drawn: there is no page above an element to read it from, so
 * whoever renders says it, for the one synchronous pass (`speakingIn`).
 */
let serverLang: Lang = 'en';

/** Runs `draw` (a server's render) with every speaking element in `lang`. */
export function speakingIn<T>(lang: Lang, draw: () => T): T {
  const was = serverLang;
  serverLang = lang;
  try {
    return draw();
  } finally {
    serverLang = was;
  }
}

/** Every speaking controller in the page, checked again when a `lang` changes. */
const live = new Set<Speech<unknown>>();
/** The words each host is waiting for. */
const waits = new WeakMap<Element, Set<Promise<unknown>>>();
const watched = new WeakSet<Node>();
let watcher: MutationObserver | undefined;

/** Follows `lang` changes in every document or shadow root above the element. */
function watchAbove(el: Element): void {
  for (let root = el.getRootNode(); !watched.has(root);) {
    watched.add(root);
    watcher ??= new MutationObserver(() => live.forEach((s) => s.check()));
    watcher.observe(root, { subtree: true, attributes: true, attributeFilter: ['lang'] });
    if (!(root instanceof ShadowRoot)) break;
    root = root.host.getRootNode();
  }
}

/**
 * A host's words in its language (`words`), kept to that language as it changes. An element
 * built on `SpeakingElement` holds its updates while they load.
 */
export class Speech<T> implements ReactiveController {
  /** The language the host speaks (on a server, the one being drawn). */
  lang: Lang = isServer ? serverLang : 'en';

  constructor(
    private readonly host: SpeakingHost,
    private readonly table: Words<T>,
  ) {
    host.addController(this);
  }

  /** The host's words (English until its language's arrive). */
  get words(): T {
    return this.table.in(this.lang);
  }

  hostConnected(): void {
    live.add(this as Speech<unknown>);
    watchAbove(this.host);
    this.check();
  }

  hostDisconnected(): void {
    live.delete(this as Speech<unknown>);
  }

  /**
   * Looks again at the host's language, loading its words and updating the host on a change.
   * The host's updates wait for words on their way, never for ones that did not arrive (English
   * is drawn meanwhile, and the host told, with Try again).
   */
  check(): void {
    const lang = langOf(this.host);
    const { table } = this;
    if (lang === this.lang && (table.loaded(lang) || table.failed(lang))) return;
    this.lang = lang;
    if (table.failed(lang)) this.settled(lang);
    else if (!table.loaded(lang)) {
      let set = waits.get(this.host);
      if (!set) waits.set(this.host, (set = new Set()));
      const wait: Promise<unknown> = table.ready(lang).then(() => {
        set.delete(wait);
        this.settled(lang);
      });
      set.add(wait);
    }
    this.host.requestUpdate();
  }

  /** Words in `lang` that did not arrive are told, with Try again (which holds no update). */
  private settled(lang: Lang): void {
    const fault = this.table.failed(lang);
    if (!fault) return;
    chunkError(this.host, fault, () => {
      void this.table.again(lang).then(() => {
        this.settled(lang);
        this.host.requestUpdate();
      });
    });
  }
}

/** A LitElement whose updates wait for its words (see `Speech`). */
export class SpeakingElement extends LitElement {
  protected override scheduleUpdate(): void | Promise<unknown> {
    const set = waits.get(this);
    if (!set?.size) return super.scheduleUpdate();
    return Promise.all(set).then(() => this.scheduleUpdate());
  }
}
