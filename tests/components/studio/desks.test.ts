import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '../../../schemas/api/studio';
import { DESKS } from '../../../src/studio/desks';

describe('the studio desks', () => {
  it('never share an address (?key=) with a configuration, nor with each other', () => {
    const views = DESKS.map((d) => d.view);
    expect(views.filter((v) => (CONFIG_KEYS as readonly string[]).includes(v))).toEqual([]);
    expect(new Set(views).size).toBe(views.length);
  });
});
