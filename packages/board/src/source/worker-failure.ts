// A worker that could not start is never a silent fallback: the console says why, and the
// element fires `galaxies-error` (kind `worker`) so a host can log or report it. The work then
// runs on the page's thread.
import { kitEvent } from '@galaxies/pencil-kit';
import type { ErrorDetail } from '../events.js';

export function reportWorkerFailure(host: HTMLElement, message: string, reason: string): void {
  const detail: ErrorDetail = { kind: 'worker', message, detail: reason };
  console.warn(host.localName, message, reason);
  host.dispatchEvent(kitEvent<ErrorDetail>('galaxies-error', detail));
}
