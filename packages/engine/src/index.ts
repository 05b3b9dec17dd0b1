// @galaxies/engine: the public API. Everything a board, a server or a tool needs is exported here.
export type { Answer, Dot, Puzzle } from './puzzle.js';
export { mirrorOf } from './geometry.js';
export { wellFormed, type Fault, type WellFormed } from './well-formed.js';
export { shape, Side, type Shape } from './shape.js';
export { check, explainCheck, type CheckFault } from './check.js';
export { answerWalls, givenWalls, regionsOf } from './walls.js';
export { standing, type RegionStanding, type Standing, type Wrong } from './standing.js';
export {
  claim,
  claimedAnswer,
  claimFaults,
  claimMove,
  claimOf,
  claimsOf,
  claimStanding,
  claimWalls,
  clearMove,
  NO_CLAIM,
  type ClaimFault,
} from './claims.js';
export {
  applyMove,
  invertMove,
  readSave,
  PAINTS,
  type Change,
  type Move,
  type Save,
} from './marks.js';
export { tintsOf, TINTS } from './tints.js';
export { fromPuzzLink, toPuzzLink } from './puzz-link.js';
export { fromTathamId, toTathamId } from './tatham-id.js';
export {
  CODE_RE,
  DIFFICULTIES,
  ENGINE_VERSION,
  ENGINE_VERSIONS,
  GAMES,
  SIDES_V3,
  SLUG,
  type Difficulty,
  type EngineVersion,
} from './constants.js';
export { stream, type Stream } from './stream.js';
export { gridOf, sizeOf, type Grid, type Size } from './size.js';
export { generate, type GenerateStats, type Generated, type Rating } from './generate.js';
export { defaultDifficulty, levelsOf, makes, sizesOf } from './games.js';
export {
  BANDS,
  bandOf,
  grade,
  type Grade,
  type GradeV2,
  type GradeVersion,
  type Technique,
} from './grade.js';
export { solve, type Solution } from './solve.js';
export { TECHNIQUES, TIER } from './ladder.js';
export type { Deduction } from './candidates.js';
export { count, unique, type Count } from './count.js';
export {
  hint,
  nextStep,
  type Beside,
  type Hint,
  type HintReason,
  type HintReasonCode,
  type HintStep,
} from './hint.js';
export { joins } from './hint-reason.js';
export { cellWords, dotWords, hintMessage } from './words.js';
