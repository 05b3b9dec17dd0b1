// The claim tool's words as one set in every language (`CLAIM_WORDS`): the English of claims.ts,
// and the Japanese of ja/claims-ja.ts, loaded the first time a Japanese player claims. Loaded
// with the claim tool only. Part of the words module (src/words/).
import { Words, type Widen } from '@galaxies/pencil-kit';
import { CLAIMS_EN } from './claims.js';

/** The claim tool's words in one language. */
export type ClaimWords = Widen<typeof CLAIMS_EN>;

/** The claim tool's words in every language. */
export const CLAIM_WORDS = new Words<ClaimWords>(CLAIMS_EN, {
  ja: () => import('./ja/claims-ja.js').then((m) => m.CLAIMS_JA),
});
