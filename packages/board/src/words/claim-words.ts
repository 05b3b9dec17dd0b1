// The claim tool's words as one set in every language (`CLAIM_WORDS`): the English of
// en/claims.ts (with its shape, `ClaimWords`), and the Japanese of ja/claims.ts, loaded the
// first time a Japanese player claims. Loaded with the claim tool only. Part of the words module
// (src/words/).
import { Words } from '@galaxies/pencil-kit';
import { CLAIMS_EN, type ClaimWords } from './en/claims.js';

export type { ClaimWords };

/** The claim tool's words in every language. */
export const CLAIM_WORDS = new Words<ClaimWords>(CLAIMS_EN, {
  ja: () => import('./ja/claims.js').then((m) => m.CLAIMS_JA),
});
