// The visual checks' shared terms, for Storybook's shots and the site's: how far a shot may move
// (anti-aliasing moves a few pixels between runs; a real change moves far more than 1%) and what
// a failing shot says after Playwright's own lines, which name its expected, actual and diff
// images.
export const SCREENSHOT = { maxDiffPixelRatio: 0.01, animations: 'disabled' };

export const REFRESH =
  'Looks different from its baseline. Playwright names the expected, actual and diff images ' +
  'below, from the package folder that ran it (apps/storybook or apps/demo); if the change is ' +
  'intended, refresh every baseline with `pnpm visual:update` from the repository root and ' +
  'review the new images in the diff.';
