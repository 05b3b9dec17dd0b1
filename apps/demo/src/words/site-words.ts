// The site's own words: English here, at hand on every page; Japanese in ja/, loaded when the
// page speaks it. Each language has every text, every phrase maker with the same arguments
// (`SiteWords`, checked by TypeScript against the English). Phrase makers are functions because
// the two languages order and count differently; a few return templates, for their emphasis or
// link.
import type { Widen } from '@galaxies/pencil-kit';
import { ACCOUNT_EN } from './en/account.js';
import { COMMUNITY_EN } from './en/community.js';
import { DATES_EN } from './en/dates.js';
import { PAGES_EN } from './en/pages.js';
import { PUBLISH_EN } from './en/publish.js';
import { RACE_EN } from './en/race.js';
import { RESULTS_EN } from './en/results.js';
import { SHELL_EN } from './en/shell.js';

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
