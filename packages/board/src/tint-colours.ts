// The tints' light colours, tint 0 to 6: the board's light scheme and the printed solution share
// them, so a galaxy looks the same on screen and on paper.
export const LIGHT_TINTS = [
  '#f6d6a8',
  '#c9e4f5',
  '#cfe9d2',
  '#f3ecb0',
  '#dcd4f4',
  '#f5cfc8',
  '#cfe5e2',
] as const;
