import { describe, expect, it } from 'vitest';
import { median, medianIndex, percentile } from '../../bench/stats';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([90, 60, 75])).toBe(75);
  });
  it('is the mean of the two middle values of an even count', () => {
    expect(median([94, 96, 10, 100])).toBe(95);
  });
  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('medianIndex', () => {
  it('points at the run holding the median, in the original order', () => {
    expect(medianIndex([88, 61, 72])).toBe(2);
  });
  it('takes the lower median for an even count, so the chosen run is a real one', () => {
    expect(medianIndex([90, 80, 70, 60])).toBe(2);
  });
  it('is -1 for no runs', () => {
    expect(medianIndex([])).toBe(-1);
  });
});

describe('percentile', () => {
  it('is the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 100)).toBe(100);
  });
});
