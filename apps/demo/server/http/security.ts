// Security headers on every response (HSTS too when the request came over HTTPS, directly or
// by a trusted proxy), and a content security policy that lets pages run only the site's own
// scripts. Storybook's static build needs inline scripts, so its folder alone
// gets a looser script rule. Only `/embed/` may be framed, by any site (`frame-ancestors *`, and
// no X-Frame-Options); every other page refuses frames from elsewhere.
import type { FastifyInstance } from 'fastify';

const BASE_POLICY = [
  "default-src 'self'",
  // blob: for the PNG export, which draws the puzzle's SVG through an image.
  "img-src 'self' data: blob:",
  // Lit's constructable stylesheets and style attributes set by elements.
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const SITE_POLICY = [...BASE_POLICY, "frame-ancestors 'self'", "script-src 'self'"].join(
  '; ',
);
/** A board framed anywhere: the site's policy, but any page may frame it. */
export const EMBED_POLICY = [...BASE_POLICY, 'frame-ancestors *', "script-src 'self'"].join('; ');
export const STORYBOOK_POLICY = [
  ...BASE_POLICY,
  "frame-ancestors 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
].join('; ');

/** A year of HTTPS only, sent only over HTTPS (a browser ignores it over plain HTTP). */
export const HSTS = 'max-age=31536000';

/** The security headers of a response to `url`, as name and value pairs. */
export function securityHeadersFor(url: string, https = false): [string, string][] {
  const storybook = url.startsWith('/storybook/');
  const embed = url === '/embed/' || url.startsWith('/embed/?');
  const policy = embed ? EMBED_POLICY : storybook ? STORYBOOK_POLICY : SITE_POLICY;
  return [
    ...(https ? [['strict-transport-security', HSTS] as [string, string]] : []),
    ['content-security-policy', policy],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'same-origin'],
    ...(embed ? [] : [['x-frame-options', 'SAMEORIGIN'] as [string, string]]),
    ['cross-origin-opener-policy', 'same-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
  ];
}

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const https = request.protocol === 'https';
    for (const [name, value] of securityHeadersFor(request.url, https)) reply.header(name, value);
  });
}
