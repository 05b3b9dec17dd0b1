// Test support: pinned puzzles, as Tatham IDs. A code makes the same puzzle everywhere (Node,
// browsers, workers); changing what a code makes is a new ENGINE_VERSION, and these with it.
export const GOLDEN: readonly { code: string; size: number; id: string }[] = [
  { code: 'a', size: 7, id: '7x7:chijhzcegjzxeza' },
  { code: 'daily1', size: 7, id: '7x7:vzrfctrzsgd' },
  { code: 'z9', size: 7, id: '7x7:vdzkdodeznguk' },
  { code: 'a', size: 10, id: '10x10:zeobdgnjlwzyzgzckphwcxvfg' },
  { code: 'daily1', size: 10, id: '10x10:mjozcvexdfknhfgzcezcnhfzbzechy' },
  { code: 'z9', size: 10, id: '10x10:bzffzzbfcfqzbbclzfzizfnzcdchzcj' },
  { code: 'a', size: 13, id: '13x13:dqzhzelfcfzzmzbzzrtqcshzczqzzvzjmtkqzcich' },
  { code: 'daily1', size: 13, id: '13x13:zzldzlccozgidzbzzwktzzczhzzzclbrzqzws' },
  { code: 'z9', size: 13, id: '13x13:joczizzzgljzkfzzejzmdzzkzbzpjgffzizdwqfmi' },
];
