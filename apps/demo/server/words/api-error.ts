// A refusal meant for the player, with its HTTP status: thrown wherever a request is judged
// (the day gate, publishing, who is asking, the routes) and answered by http/errors.ts in the
// asker's language, as JSON `{ error }`. Here, beside the words it says, so the layers under
// the HTTP edge (play/, players/) refuse without importing it.
import { english, type Phrase } from './refusals.js';

/**
 * An error meant for the player, with its HTTP status: said in their language when answered.
 * `retryAfter`: the seconds a refused client should wait, sent as `retry-after`.
 */
export class ApiError extends Error {
  readonly said: Phrase;

  constructor(
    readonly status: number,
    said: Phrase,
    readonly retryAfter?: number,
  ) {
    super(english(said));
    this.said = said;
    this.name = 'ApiError';
  }
}
