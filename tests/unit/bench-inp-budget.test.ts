import { describe, expect, it } from 'vitest';
import { INP_THRESHOLD_MS, inpFailures, inpFigures, interactions, targetVerdict, tryMs, worstInteraction, type EventEntry } from '../../bench/inp-budget';

const entry = (name: string, interactionId: number, duration: number, startTime = 1000, extra: Partial<EventEntry> = {}): EventEntry => ({
  name,
  interactionId,
  duration,
  startTime,
  processingStart: startTime + 10,
  processingEnd: startTime + 30,
  ...extra,
});

describe('interactions', () => {
  it('groups entries by interactionId, takes the longest entry of each, and skips entries with no interaction', () => {
    const found = interactions([entry('pointerdown', 7, 40), entry('pointerup', 7, 120), entry('click', 7, 112), entry('pointerover', 0, 300), entry('mousemove', 0, 200)], 'tap');
    expect(found).toEqual([{ interactionId: 7, duration: 120, inputDelay: 10, processing: 20, presentation: 90, events: ['pointerdown', 'pointerup', 'click'] }]);
  });

  it('splits a tap as web-vitals does, over the entries painted with its longest one: input to the first handler, to the last, to the paint', () => {
    // pointerdown at 1000 handled at once, painted with the click (both end at 1200); the click handled 1070 to 1150.
    const tap = [
      entry('pointerdown', 3, 200, 1000, { processingStart: 1004, processingEnd: 1006 }),
      entry('click', 3, 136, 1064, { processingStart: 1070, processingEnd: 1150 }),
    ];
    expect(interactions(tap, 'tap')).toEqual([{ interactionId: 3, duration: 200, inputDelay: 4, processing: 146, presentation: 50, events: ['pointerdown', 'click'] }]);
  });

  it('leaves a keyup painted in a later frame out of the keystroke split', () => {
    const key = [entry('keydown', 5, 96, 1000, { processingStart: 1010, processingEnd: 1020 }), entry('keyup', 5, 24, 1300, { processingStart: 1302, processingEnd: 1304 })];
    expect(interactions(key, 'key')).toEqual([{ interactionId: 5, duration: 96, inputDelay: 10, processing: 10, presentation: 76, events: ['keydown', 'keyup'] }]);
  });

  it('keeps only the kind asked for: a tap that focused a box is no keystroke', () => {
    const entries = [entry('pointerdown', 1, 300, 100), entry('click', 1, 296, 100), entry('keydown', 2, 48, 500), entry('keyup', 2, 24, 500), entry('keydown', 3, 88, 700)];
    expect(interactions(entries, 'key').map((i) => [i.interactionId, i.duration])).toEqual([
      [2, 48],
      [3, 88],
    ]);
    expect(interactions(entries, 'tap').map((i) => i.interactionId)).toEqual([1]);
  });

  it('lists interactions in the order they happened', () => {
    const entries = [entry('keydown', 9, 20, 900), entry('keydown', 4, 20, 100), entry('keydown', 6, 20, 500)];
    expect(interactions(entries, 'key').map((i) => i.interactionId)).toEqual([4, 6, 9]);
  });
});

describe('a try', () => {
  it('is its worst interaction: the slowest keystroke of a typed word', () => {
    const word = [entry('keydown', 1, 24, 100), entry('keydown', 2, 104, 300), entry('keyup', 2, 40, 300), entry('keydown', 3, 56, 500)];
    expect(worstInteraction(word, 'key')?.interactionId).toBe(2);
    expect(tryMs(word, 'key', 4)).toBe(104);
  });

  it('counts an input seen but under the threshold as the threshold (an upper bound), and one never seen as nothing', () => {
    expect(tryMs([], 'tap', 1)).toBe(INP_THRESHOLD_MS);
    expect(tryMs([entry('pointermove', 0, 60)], 'tap', 0)).toBeNull();
    expect(worstInteraction([], 'key')).toBeNull();
  });
});

describe('figures and the budget', () => {
  it('gives the median, p90 and max of the tries', () => {
    expect(inpFigures([40, 10, 30, 20, 100, 50, 60, 70, 80, 90])).toEqual({ tries: 10, median: 55, p90: 90, max: 100 });
  });

  it('prints the 100 ms target as met or missed', () => {
    expect(targetVerdict(100)).toBe('meets 100 ms');
    expect(targetVerdict(101)).toBe('misses 100 ms');
  });

  it('fails a median over 200 ms only, whatever the p90 and max', () => {
    const within = { name: 'add to cart', samples: [200, 200, 200, 900, 900], failedTries: [] };
    expect(inpFailures([within])).toEqual([]);
    const over = { name: 'filter sheet', samples: [150, 201, 202, 203], failedTries: [] };
    expect(inpFailures([within, over])).toEqual(['INP filter sheet: median 202 ms over 4 tries is over the 200 ms budget']);
  });

  it('never judges the calibration row (a bare button on this machine)', () => {
    expect(inpFailures([{ name: 'calibration', samples: [400, 500, 600], failedTries: [], budgeted: false }])).toEqual([]);
  });

  it('fails an interaction no try measured, with why', () => {
    expect(inpFailures([{ name: 'search', samples: [], failedTries: ['try 1: timeout'] }])).toEqual(['INP search: no try measured an interaction (try 1: timeout)']);
  });
});
