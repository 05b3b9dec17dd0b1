// The values the board's and the editor's attributes take, as types. The elements' properties
// are declared with them, so the custom elements manifest, the framework types made from it
// (`@galaxies/board/jsx`, `/vue`, `/svelte`) and a TypeScript host all refuse a value the
// element would refuse (`size="4"`, `level="impossible"`).

/** A side of the grids the engine makes, 5 to 30 cells. */
export type BoardSide =
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | 17
  | 18
  | 19
  | 20
  | 21
  | 22
  | 23
  | 24
  | 25
  | 26
  | 27
  | 28
  | 29
  | 30;

/**
 * A size the engine makes from a code, as an attribute or a number; empty: none. Version 3, the
 * current one, makes n × n and every `"WxH"` (columns × rows), each side 5 to 30 (`"20x12"`,
 * `"30x30"`); versions 1 and 2 make 7, 10, 13 and 15.
 */
export type BoardSize = BoardSide | `${BoardSide}` | `${number}x${number}` | '';

/** A level; empty: the size's own (7 easy, 10 medium, other sizes hard). */
export type BoardLevel = 'easy' | 'medium' | 'hard' | '';

/** The engine version that made a code; empty: the current one (3). */
export type EngineName = '1' | '2' | '3' | 1 | 2 | 3 | '';

/** `light`, `dark`, or `auto` to follow the page's preference. */
export type Scheme = 'auto' | 'light' | 'dark';

/** Whether the board keeps the player's marks in localStorage. */
export type Saves = 'on' | 'off';

/** How to play: the button and a first visit's window, the button only, or neither. */
export type HowToShown = 'auto' | 'off' | 'none';

/**
 * Writes `scheme`'s attribute only when it says something: `auto` is what no attribute means (the
 * styles read `[scheme='dark']` and `:not([scheme='light'])`), so a board a server rendered
 * without one does not gain `scheme="auto"` as it starts, which a framework hydrating the page
 * (React) reports as a mismatch; and an attribute the page wrote stays as it wrote it. (Lit's
 * own reflection writes the default out on the first update.)
 */
export function reflectScheme(host: HTMLElement & { scheme: Scheme }): void {
  const written = host.getAttribute('scheme');
  if (host.scheme !== 'auto') {
    if (written !== host.scheme) host.setAttribute('scheme', host.scheme);
  } else if (written !== null && written !== 'auto') {
    host.removeAttribute('scheme');
  }
}
