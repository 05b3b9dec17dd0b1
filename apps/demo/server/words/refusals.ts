// What the server says when it refuses a request, in the player's words: the one place that
// names both languages' tables (en/ and ja/, each a `Refusals`). A request's Accept-Language
// picks the table (the site's pages send the language they speak); logs and tests read the
// English. A `Phrase` is a refusal not yet put into words: it takes a table and says itself in it.
import { REFUSALS_EN, type Refusals } from './en/refusals.js';
import { REFUSALS_JA } from './ja/refusals.js';

export type { Refusals };

/** The languages the server refuses in, each with its table. */
export const REFUSALS = { en: REFUSALS_EN, ja: REFUSALS_JA } as const satisfies Record<
  string,
  Refusals
>;

/** A refusal not yet in words. */
export type Phrase = (words: Refusals) => string;

/** A refusal's English (for logs, tests and any caller who asked for no language). */
export const english = (said: Phrase): string => said(REFUSALS.en);
