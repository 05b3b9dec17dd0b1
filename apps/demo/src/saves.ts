// What this browser remembers of a puzzle: the board keeps its marks under
// `uo:galaxies:p:<size>/<difficulty>/<code>`, so a key there means the puzzle was begun here.

export function begunHere(size: number, difficulty: string, code: string): boolean {
  try {
    return localStorage.getItem(`uo:galaxies:p:${size}/${difficulty}/${code}`) !== null;
  } catch {
    return false;
  }
}
