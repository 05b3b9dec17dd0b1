import { describe, expect, it } from 'vitest';
import {
  assertBetween,
  assertCount,
  assertDay,
  assertId,
  assertSeconds,
  assertWeight,
} from './checks.js';

describe('input checks', () => {
  it.each([
    { name: 'seconds of 0', check: () => assertSeconds('seconds', 0) },
    { name: 'a positive par', check: () => assertSeconds('par', 0.5, true) },
    { name: 'a weight of 1', check: () => assertWeight(1) },
    { name: 'a tiny weight', check: () => assertWeight(Number.MIN_VALUE) },
    { name: 'a negative day', check: () => assertDay(-3) },
    { name: 'an RD of 350', check: () => assertBetween('rd', 350, 0, 350) },
    { name: 'an empty id', check: () => assertId('') },
    { name: 'no hints', check: () => assertCount('hints', 0) },
    { name: 'three hints', check: () => assertCount('hints', 3) },
  ])('accepts $name', ({ check }) => {
    expect(check).not.toThrow();
  });

  it.each([
    { check: () => assertSeconds('seconds', -0.1), message: 'seconds must be a finite number' },
    { check: () => assertSeconds('par', 0, true), message: 'par must be more than 0 seconds' },
    { check: () => assertSeconds('seconds', Number.NaN), message: '(got NaN)' },
    { check: () => assertWeight(0), message: 'weight must be more than 0 and at most 1 (got 0)' },
    { check: () => assertWeight(1.01), message: '(got 1.01)' },
    { check: () => assertWeight(Number.NaN), message: '(got NaN)' },
    { check: () => assertDay(1.5), message: 'day must be a whole number' },
    { check: () => assertDay(Number.POSITIVE_INFINITY), message: '(got Infinity)' },
    { check: () => assertBetween('rd', 0, 0, 350), message: 'rd must be more than 0' },
    { check: () => assertBetween('rd', 351, 0, 350), message: 'at most 350 (got 351)' },
    { check: () => assertId(7 as unknown as string), message: 'id must be a string (got 7)' },
    { check: () => assertCount('hints', -1), message: 'hints must be a whole number' },
    { check: () => assertCount('hints', 0.5), message: '(got 0.5)' },
    { check: () => assertCount('hints', Number.NaN), message: '(got NaN)' },
  ])('refuses with a RangeError saying "$message"', ({ check, message }) => {
    expect(check).toThrow(RangeError);
    expect(check).toThrow(message);
  });
});
