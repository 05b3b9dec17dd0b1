// A site's own theme for the board, as a site owner would write it: the board's --gx-* custom
// properties for both schemes, the site's font, and ::part rules for the frame, its title and
// its buttons. The theme story applies it; the theming guide shows this very text.
export const SITE_THEME_CSS = `/* "Harbour": a site's own look for <galaxies-board class="harbour">. */
galaxies-board.harbour {
  --gx-font: Georgia, 'Times New Roman', serif;
  --gx-ink: #2b2118;
  --gx-paper: #fdf6ec;
  --gx-line: #9a8b7a;
  --gx-wall: #1f5f5b;
  --gx-given: #2b2118;
  --gx-star: #2b2118;
  --gx-accent: #1f5f5b;
  --gx-accent-ink: #ffffff;
  --gx-focus: #b5462f;
  --gx-tint-1: #f3dcc0;
  --gx-tint-2: #d8e8d4;
  --gx-tint-3: #d3e3ee;
}
/* The dark scheme: when the board is told so, or follows a dark page. */
galaxies-board.harbour[scheme='dark'] {
  --gx-ink: #f3e9dc;
  --gx-paper: #1d1a17;
  --gx-line: #7d7064;
  --gx-wall: #7fc8c0;
  --gx-given: #f3e9dc;
  --gx-star: #f3e9dc;
  --gx-accent: #7fc8c0;
  --gx-accent-ink: #0f1f1e;
  --gx-focus: #f0a28b;
  --gx-tint-1: #4a3a28;
  --gx-tint-2: #2f4330;
  --gx-tint-3: #2c3e4c;
}
@media (prefers-color-scheme: dark) {
  galaxies-board.harbour[scheme='auto'] {
    --gx-ink: #f3e9dc;
    --gx-paper: #1d1a17;
    --gx-wall: #7fc8c0;
    --gx-accent: #7fc8c0;
    --gx-accent-ink: #0f1f1e;
  }
}
/* Parts: the frame's box, its title and its buttons. */
galaxies-board.harbour::part(frame-box) {
  border-radius: 18px;
  border-width: 3px;
}
galaxies-board.harbour::part(title) {
  font-style: italic;
  letter-spacing: 0.02em;
}
galaxies-board.harbour::part(button) {
  border-radius: 999px;
}
`;
