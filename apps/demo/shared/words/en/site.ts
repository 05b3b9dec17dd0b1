// The site's own words in English, at hand on every page, gathered from its topics here (en/);
// the Japanese twin is ../ja/site.ts, loaded when the page speaks it. Each language has every
// text, every phrase maker with the same arguments (`SiteWords`, checked by TypeScript against
// the English). Phrase makers are functions because the two languages order and count
// differently; a few return templates, for their emphasis or link.
import type { Widen } from '@galaxies/pencil-kit';
import { ACCOUNT_EN } from './account.js';
import { COMMUNITY_EN } from './community.js';
import { DATES_EN } from './dates.js';
import { PAGES_EN } from './pages.js';
import { PUBLISH_EN } from './publish.js';
import { RACE_EN } from './race.js';
import { RESULTS_EN } from './results.js';
import { SHELL_EN } from './shell.js';

export const SITE_EN = {
  ...SHELL_EN,
  ...PAGES_EN,
  ...RESULTS_EN,
  dates: DATES_EN,
  account: ACCOUNT_EN,
  publish: PUBLISH_EN,
  community: COMMUNITY_EN,
  race: RACE_EN,
};

export type SiteWords = Widen<typeof SITE_EN>;
