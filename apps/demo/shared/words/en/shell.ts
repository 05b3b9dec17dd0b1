// The words every page shares, in English: the header and its navigation, the language switch,
// each page's title in the browser, the page for an address with none, and the service worker's
// news of a new version.
export const SHELL_EN = {
  brand: 'Galaxies',
  siteNav: 'Site',
  /** The button that opens the list of sections on a phone. */
  menu: 'Menu',
  pages: {
    today: 'Today',
    endless: 'Endless',
    race: 'Race',
    archive: 'Archive',
    puzzles: 'Players’ puzzles',
    howTo: 'How to play',
    play: 'Play a link',
    editor: 'Editor',
    leaderboards: 'Leaderboards',
    account: 'Account',
  },
  /** The browser's title of each page. */
  titles: {
    today: 'Galaxies · Today',
    endless: 'Endless · Galaxies',
    race: 'Race · Galaxies',
    archive: 'Archive · Galaxies',
    puzzles: 'Puzzles by players · Galaxies',
    howTo: 'How to play · Galaxies',
    play: 'Play a link · Galaxies',
    editor: 'Puzzle editor · Galaxies',
    leaderboards: 'Leaderboards · Galaxies',
    account: 'Your account · Galaxies',
  },
  /** A published puzzle's page: its title in the browser. */
  puzzleTitle: (title: string) => `${title} · Galaxies`,
  /** A page at an address the site has none at. */
  notFound: {
    title: 'Not found · Galaxies',
    heading: 'Nothing here',
    text: 'The site has no page at this address: the link may be mistyped, or the page gone.',
    home: 'Play today’s puzzle',
  },
  language: 'Language',
  newVersion: 'A new version of the site is ready.',
  updateNow: 'Update now',
  /** A puzzle (a daily, a link) made by an engine version this page does not have. */
  newerEngine: (version: string) =>
    `This puzzle was made by a version of Galaxies this page doesn’t have (version ${version}): update the site to play it.`,
  unreachable: 'The site could not be reached. Check your connection and try again.',
  answered: (status: number) => `The site answered ${status}.`,
  loading: 'Loading…',
};
