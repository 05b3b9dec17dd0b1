import { describe, expect, it } from 'vitest';
import { frameMessage, readFrameMessage, type FrameEvent } from './frame-messages.js';

const solved = {
  code: 'abc',
  size: 7,
  level: 'easy',
  difficulty: 'easy',
  engine: 3,
  answer: [0, 0, 1],
  seconds: 42,
  hints: 0,
};

describe('the frame protocol, version 1', () => {
  it('reads each message of its shape, made by frameMessage', () => {
    const messages = [
      frameMessage<FrameEvent>('ready', { puzzle: { size: '20x12', level: 'hard', w: 20, h: 12 } }),
      frameMessage<FrameEvent>('resize', { height: 640 }),
      frameMessage<FrameEvent>('progress', { percent: 40, galaxies: 3, of: 11 }),
      frameMessage<FrameEvent>('solved', { detail: solved }),
      frameMessage('hello', {}),
      frameMessage('restart', {}),
      frameMessage('theme', { theme: 'dark' }),
    ];
    for (const message of messages) {
      expect(message).toMatchObject({ source: 'galaxies', version: 1 });
      // Through a structured clone, as postMessage carries it.
      expect(readFrameMessage(structuredClone(message))).toEqual(message);
    }
  });

  it('takes nothing else: other sources and versions, unknown types, missing, extra or wrong fields', () => {
    const envelope = { source: 'galaxies', version: 1 };
    for (const data of [
      null,
      'galaxies',
      42,
      [],
      { ...envelope },
      { ...envelope, type: 'navigate', url: 'https://example.com' },
      { ...envelope, type: 'toString' },
      { ...envelope, type: '__proto__' },
      { source: 'galaxies', version: 2, type: 'restart' },
      { source: 'other', version: 1, type: 'restart' },
      { ...envelope, type: 'restart', html: '<img src=x onerror=alert(1)>' },
      { ...envelope, type: 'hello', from: 'https://example.com' },
      { ...envelope, type: 'theme', theme: '<script>' },
      { ...envelope, type: 'theme', theme: 'dark', extra: 1 },
      { ...envelope, type: 'resize', height: -1 },
      { ...envelope, type: 'resize', height: 1e9 },
      { ...envelope, type: 'resize', height: '640' },
      { ...envelope, type: 'progress', percent: 101, galaxies: 1, of: 2 },
      { ...envelope, type: 'ready', puzzle: { size: '<b>', level: 'hard', w: 1, h: 1 } },
      { ...envelope, type: 'solved', detail: { ...solved, answer: 'all' } },
      { ...envelope, type: 'solved', detail: { ...solved, seconds: Infinity } },
    ]) {
      expect(readFrameMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});
