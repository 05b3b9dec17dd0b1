// The trial's marks, found by comparing: new walls, crosses and paint are the trial's, old ones
// and rubbed-out ones are not, and with no trial every mark is ordinary.
import { describe, expect, it } from 'vitest';
import { splitTrial } from './trial-marks.js';

describe('splitTrial', () => {
  it('tells the marks drawn since the trial began from those before it', () => {
    const base = { w: [1, 3], x: [5], c: [0, 2, 3] };
    const drawn = { w: [1, 4, 6], x: [5, 7], c: [1, 2, 0] };
    expect(splitTrial(drawn, base)).toEqual({
      walls: [[1], [4, 6]],
      crosses: [[5], [7]],
      paint: [0],
    });
  });

  it('makes every mark ordinary with no trial', () => {
    const drawn = { w: [1], x: [2], c: [3] };
    expect(splitTrial(drawn, null)).toEqual({ walls: [[1], []], crosses: [[2], []], paint: [] });
  });
});
