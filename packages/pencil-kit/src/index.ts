// @galaxies/pencil-kit: the public API (classes only; `define/*` modules register the tags).
export type {
  Aim,
  CellTarget,
  PkBoard,
  PkKit,
  PkTrial,
  PointTarget,
  Prompt,
  PuzzleId,
  ShareInfo,
  SideTarget,
  Stroke,
  SurfaceBoard,
  Target,
} from './contract.js';
export { overlayStroke } from './overlay-stroke.js';
export type { Overlay } from './overlay-stroke.js';
export {
  cellAt,
  cellsAlong,
  pointAt,
  pointsAlong,
  sidePlace,
  sidesAlong,
  tolerance,
  traceAt,
} from './trace.js';
export type { GridPoint, GridSize, LatticePoint, SidePlace } from './trace.js';
export { GridSurface, HOLD_MS, surfaceStyles } from './grid-surface.js';
export { COMFORTABLE_PX, SMALL_PX, ZoomView } from './zoom-view.js';
export type { CellBox, ViewPoint } from './zoom-view.js';
export { zoomStyles } from './zoom-styles.js';
export type { SurfaceOptions } from './grid-surface.js';
export { cursorMove } from './surface-cursor.js';
export {
  describePoint,
  describeTarget,
  hintsLine,
  KIT_EN,
  LABELS,
  RESULT,
  SAVES,
  SHARED,
  solvedIn,
  solvedLine,
  withHints,
} from './words/en/kit.js';
export { KIT_WORDS } from './words/kit-words.js';
export type { KitWords } from './words/en/kit.js';
export { langOf, SpeakingElement, speakingIn, Speech, Words } from './locale.js';
export type { Lang, SpeakingHost, Widen } from './locale.js';
export { History, historyKey } from './history.js';
export type { MoveApplier } from './history.js';
export { PlayTimer } from './timer.js';
export { formatTime } from './format-time.js';
export { SaveStore } from './save-store.js';
export type { LoadResult, SaveData, SaveResult } from './save-store.js';
export { share, shareMarks, shareMessage, shareText } from './share.js';
export type { ShareNavigator, ShareOutcome } from './share.js';
export type { Assist, AssistSwitches } from './assists-store.js';
export { PlaySession } from './play-session.js';
export { Trial, type TrialBoard } from './trial.js';
export type { SessionOptions, SessionView } from './play-session.js';
export { kitEvent, type ChangeListener } from './events.js';
export { Chunk, ChunkLoadError, loadChunk } from './chunk.js';
export type { ChunkOptions, Probe } from './chunk.js';
export { chunkError } from './chunk-events.js';
export type { ChunkErrorDetail } from './chunk-events.js';
export { iconStyles, toolLabels, visuallyHidden } from './theme.js';
export { iconOf } from './icons.js';
export { PkStatus } from './status.js';
export { PkPrompt } from './prompt.js';
export { PkSeg } from './seg.js';
export { PkHydratingFrame } from './hydrating-frame.js';
export { hydratesInTurn, nextTask } from './in-turn.js';
export type { SegChangeDetail, SegOption } from './seg.js';
export { PkAssists } from './assists.js';
export type { AssistsChangeDetail } from './assists.js';
export { PkFrame } from './frame.js';
export type { Tool } from './frame-toolbar.js';
export { PkResult } from './result.js';
export type { PkSolvedDetail } from './frame.js';
