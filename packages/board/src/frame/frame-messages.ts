// The messages between a page that frames a Galaxies board (the host) and the frame: version 1 of
// the protocol, one shape each, and the one reader both sides use, which takes a message only when
// it has exactly its shape. Every message is a plain object `{ source: 'galaxies', version: 1,
// type, … }`. Pure: nothing here touches a window.
import type { SolvedDetail } from '../events.js';

/** What every message of the protocol carries. */
export const FRAME_SOURCE = 'galaxies';
/** The protocol's version: a change that breaks a reader of version 1 is version 2. */
export const FRAME_VERSION = 1;

/** The puzzle a frame shows, as its `ready` tells the host. */
export interface FramePuzzle {
  /** n for n × n, or `"WxH"`. */
  size: number | string;
  /** `easy`, `medium`, `hard`, or `imported` for a given puzzle. */
  level: string;
  /** The grid's columns and rows. */
  w: number;
  h: number;
}

/** How far the player is: the share of cells in finished galaxies. */
export interface FrameProgress {
  /** 0 to 100, whole. */
  percent: number;
  /** Galaxies finished, and how many the puzzle has (its dots). */
  galaxies: number;
  of: number;
}

/** A frame's colours: `light`, `dark`, or `auto` to follow the reader's preference. */
export type FrameTheme = 'light' | 'dark' | 'auto';

type Message<T extends string, Fields> = { source: 'galaxies'; version: 1; type: T } & Fields;

/** What the frame tells its host. */
export type FrameEvent =
  | Message<'ready', { puzzle: FramePuzzle }>
  | Message<'resize', { height: number }>
  | Message<'progress', FrameProgress>
  | Message<'solved', { detail: SolvedDetail }>;

/**
 * What a host may ask of the frame: `hello` (tell me `ready` and your height again: a host that
 * began listening after the frame spoke says it), `restart` and `theme`.
 */
export type FrameCommand =
  Message<'hello', object> | Message<'restart', object> | Message<'theme', { theme: FrameTheme }>;

const THEMES: readonly string[] = ['light', 'dark', 'auto'];
/** The tallest a frame says it is: a bound, so no message can make a host's page absurdly long. */
export const MAX_FRAME_HEIGHT = 10_000;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, most: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= most;
const isText = (value: unknown, most = 64): value is string =>
  typeof value === 'string' && value.length <= most;
const isSize = (value: unknown) =>
  isCount(value, 64) || (isText(value, 8) && /^\d+x\d+$/.test(value));

/** Whether `fields` has exactly the keys `keys` (besides the envelope's), no more. */
function exactly(fields: Fields, keys: readonly string[]): boolean {
  const own = Object.keys(fields).filter((k) => k !== 'source' && k !== 'version' && k !== 'type');
  return own.length === keys.length && own.every((k) => keys.includes(k));
}

function isPuzzle(value: unknown): value is FramePuzzle {
  return (
    isObject(value) &&
    exactly(value, ['size', 'level', 'w', 'h']) &&
    isSize(value['size']) &&
    isText(value['level'], 16) &&
    isCount(value['w'], 64) &&
    isCount(value['h'], 64)
  );
}

function isSolved(value: unknown): value is SolvedDetail {
  if (!isObject(value)) return false;
  const answer = value['answer'];
  return (
    isText(value['code']) &&
    isSize(value['size']) &&
    isText(value['level'], 16) &&
    isText(value['difficulty'], 16) &&
    isCount(value['engine'], 99) &&
    Array.isArray(answer) &&
    answer.length <= 64 * 64 &&
    answer.every((dot) => isCount(dot, 64 * 64)) &&
    isCount(value['seconds'], 10 ** 7) &&
    isCount(value['hints'], 10 ** 6)
  );
}

/** The checks of each type's own fields. */
const SHAPES: Record<string, (m: Fields) => boolean> = {
  ready: (m) => exactly(m, ['puzzle']) && isPuzzle(m['puzzle']),
  resize: (m) => exactly(m, ['height']) && isCount(m['height'], MAX_FRAME_HEIGHT),
  progress: (m) =>
    exactly(m, ['percent', 'galaxies', 'of']) &&
    isCount(m['percent'], 100) &&
    isCount(m['galaxies'], 64 * 64) &&
    isCount(m['of'], 64 * 64),
  solved: (m) => exactly(m, ['detail']) && isSolved(m['detail']),
  hello: (m) => exactly(m, []),
  restart: (m) => exactly(m, []),
  theme: (m) => exactly(m, ['theme']) && THEMES.includes(m['theme'] as string),
};

/**
 * `data` as a message of the protocol, or null for anything else: another source, another
 * version, an unknown type, or a field missing, extra or of the wrong kind. Safe on any value a
 * `message` event may carry.
 */
export function readFrameMessage(data: unknown): FrameEvent | FrameCommand | null {
  if (!isObject(data) || data['source'] !== FRAME_SOURCE || data['version'] !== FRAME_VERSION) {
    return null;
  }
  const type = data['type'];
  if (typeof type !== 'string' || !Object.hasOwn(SHAPES, type)) return null;
  return SHAPES[type]!(data) ? (data as FrameEvent | FrameCommand) : null;
}

/** Whether `message` is one a frame sends (not a host's command). */
export function isFrameEvent(message: FrameEvent | FrameCommand): message is FrameEvent {
  return ['ready', 'resize', 'progress', 'solved'].includes(message.type);
}

/** A message of the protocol: the envelope round `type` and its fields. */
export function frameMessage<M extends FrameEvent | FrameCommand>(
  type: M['type'],
  fields: Omit<M, 'source' | 'version' | 'type'>,
): M {
  return { source: FRAME_SOURCE, version: FRAME_VERSION, type, ...fields } as M;
}
