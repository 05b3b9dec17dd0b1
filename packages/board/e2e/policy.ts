// The content security policy the README gives for pages that embed the bundle from their own
// origin, for the end-to-end tests that serve pages under it.
export const STRICT_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "worker-src 'self' blob:",
  "img-src 'self' data: blob:",
].join('; ');
