import { describe, expect, it } from 'vitest';
import { ENGINE_RATIO_BUDGET, engineFailures } from '../../bench/budget-rules';

describe('the layout engine budget', () => {
  it('holds at 5× JSON.parse and fails above, naming the figure', () => {
    expect(ENGINE_RATIO_BUDGET).toBe(5);
    expect(engineFailures(5)).toEqual([]);
    expect(engineFailures(5.04)).toEqual(['the layout engine takes 5.0× JSON.parse of the 500-entry configuration as served, over the 5× budget']);
  });
});
