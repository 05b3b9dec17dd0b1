// The page's notice area (`#notice`, a polite live region): one sentence at a time, an error or
// a result, read out to screen readers as it changes.

/** Shows a sentence in the page's notice area (errors, results), read out politely. */
export function notice(message: string, kind: 'info' | 'error' = 'info'): void {
  const area = document.querySelector<HTMLElement>('#notice');
  if (!area) return;
  area.dataset.kind = kind;
  area.textContent = message;
}
