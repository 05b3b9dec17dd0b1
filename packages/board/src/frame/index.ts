// @galaxies/board/frame: the host's helper for a Galaxies board in an iframe (an `/embed/` page),
// and the postMessage protocol both sides speak (version 1). No side effects, no elements: a page
// that frames a board needs nothing else of the package.
export {
  connectFrame,
  type ConnectOptions,
  type FrameConnection,
  type FrameEvents,
} from './connect-frame.js';
export {
  FRAME_SOURCE,
  FRAME_VERSION,
  MAX_FRAME_HEIGHT,
  frameMessage,
  isFrameEvent,
  readFrameMessage,
  type FrameCommand,
  type FrameEvent,
  type FramePuzzle,
  type FrameProgress,
  type FrameTheme,
} from './frame-messages.js';
export type { SolvedDetail } from '../events.js';
