// The site's own words in Japanese, loaded when the page speaks it: the shape of ../en/site.ts's
// English (`SiteWords`), in the terms the board uses for 天体ショー.
import type { SiteWords } from '../en/site.js';
import { ACCOUNT_JA } from './account.js';
import { COMMUNITY_JA } from './community.js';
import { DATES_JA } from './dates.js';
import { PAGES_JA } from './pages.js';
import { PUBLISH_JA } from './publish.js';
import { RACE_JA } from './race.js';
import { RESULTS_JA } from './results.js';
import { SHELL_JA } from './shell.js';

export const SITE_JA: SiteWords = {
  ...SHELL_JA,
  ...PAGES_JA,
  ...RESULTS_JA,
  dates: DATES_JA,
  account: ACCOUNT_JA,
  publish: PUBLISH_JA,
  community: COMMUNITY_JA,
  race: RACE_JA,
};
