// The visual checks' shared terms, for Storybook's shots and the site's: how far a shot may move
// and what a failing shot says after Playwright's own lines, which name its expected, actual and
// diff images. Up to 1% of pixels may differ (anti-aliasing moves a few between runs; a real
// change moves far more), and a pixel differs when its colour moves by more than 0.1 in YIQ
// space (Playwright's own 0.2 let the player's walls turn from blue to green unseen).
export const SCREENSHOT = { maxDiffPixelRatio: 0.01, threshold: 0.1, animations: 'disabled' };

export const REFRESH =
  'Looks different from its baseline. Playwright names the expected, actual and diff images ' +
  'below, from the package folder that ran it (apps/storybook or apps/demo); if the change is ' +
  'intended, refresh every baseline with `pnpm visual:update` from the repository root and ' +
  'review the new images in the diff.';
