// Test support: pinned puzzles, as Tatham IDs. A code makes the same puzzle everywhere (Node,
// browsers, workers); changing what a code makes is a new ENGINE_VERSION, and these with it.
export const GOLDEN: readonly { code: string; size: number; id: string }[] = [
  { code: 'a', size: 7, id: '7x7:jtzgzihbvvhc' },
  { code: 'daily1', size: 7, id: '7x7:vzrfctrzsgd' },
  { code: 'z9', size: 7, id: '7x7:wechgpuvbubrpd' },
  { code: 'a', size: 10, id: '10x10:gkonpmamcxlzjezlpjezekzfzag' },
  { code: 'daily1', size: 10, id: '10x10:gzmdjyxbhmilznqzzkdipqhqo' },
  { code: 'z9', size: 10, id: '10x10:jzojzzkizzjajefuclzuheigup' },
  { code: 'a', size: 13, id: '13x13:dqzhzelfcfzzmzbzzrtqcshzczqzzvzjmtkqzcich' },
  { code: 'daily1', size: 13, id: '13x13:zzldzlccozgidzbzzwktzzczhzzzclbrzqzws' },
  { code: 'z9', size: 13, id: '13x13:joczizzzgljzkfzzejzmdzzkzbzpjgffzizdwqfmi' },
];
