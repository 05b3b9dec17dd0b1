// The language the server draws a page in: the one the player chose (the `gx-lang` cookie the
// pages keep, src/speak.ts), else the first of the browser's languages the site speaks
// (Accept-Language, by preference), else English: what the page itself would settle on.
import type { Lang } from '@galaxies/pencil-kit';
import type { FastifyRequest } from 'fastify';
import { known, LANG_COOKIE } from '../../shared/words/lang.js';

/** The languages an Accept-Language header names, most wanted first (q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, at) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), at };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.at - b.at)
    .map((l) => l.tag);
}

export function pageLang(request: FastifyRequest): Lang {
  return (
    known(request.cookies[LANG_COOKIE]) ??
    acceptedLanguages(request.headers['accept-language'])
      .map(known)
      .find((l) => l !== null) ??
    'en'
  );
}
