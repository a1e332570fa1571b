import { describe, expect, it } from 'vitest';
import type { SectionEvent } from '../../../schemas/api/section-analytics';
import { eventOutsideWindow } from '../../../server/features/section-analytics/event-window';
import { HourlyCounter } from '../../../server/features/section-analytics/rollup';

const at = (hhmm: string) => Date.parse(`2026-11-25T${hhmm}:00Z`);
const event = (type: SectionEvent['type'], time: string, over: Partial<SectionEvent> = {}): SectionEvent => ({
  type,
  scope: 'home',
  index: 0,
  section: 'hero-banner',
  pattern: 1,
  variant: '',
  at: at(time),
  ...over,
});

describe('the in-memory rollup', () => {
  it('merges events of one section in one hour, and keeps hours and variants apart', () => {
    const counter = new HourlyCounter();
    for (const e of [
      event('impression', '10:05'),
      event('impression', '10:59'),
      event('click', '10:30'),
      event('add_to_cart', '10:31'),
      event('impression', '11:00'),
      event('impression', '10:10', { variant: 'b' }),
      event('click', '10:10', { index: 1, section: 'product-carousel', pattern: 2 }),
    ]) {
      counter.add(e);
    }
    const { rows } = counter.take();
    const shown = rows.map((r) => `${r.hour.toISOString().slice(11, 16)} ${r.idx} ${r.section} ${r.pattern} '${r.variant}' ${r.impressions}/${r.clicks}/${r.add_to_cart}`).sort();
    expect(shown).toEqual([
      "10:00 0 hero-banner 1 '' 2/1/1",
      "10:00 0 hero-banner 1 'b' 1/0/0",
      "10:00 1 product-carousel 2 '' 0/1/0",
      "11:00 0 hero-banner 1 '' 1/0/0",
    ]);
    expect(counter.take().rows).toEqual([]);
  });

  it('adds rows handed back after a failed write to what came in meanwhile', () => {
    const counter = new HourlyCounter();
    counter.add(event('impression', '10:05'));
    const { rows } = counter.take();
    counter.add(event('impression', '10:06'));
    counter.add(event('click', '12:00'));
    counter.restore(rows);
    const back = counter.take().rows.map((r) => `${r.hour.toISOString().slice(11, 16)} ${r.impressions}/${r.clicks}`).sort();
    expect(back).toEqual(['10:00 2/0', '12:00 0/1']);
  });

  it('holds at most maxKeys keys, still counting the ones it has', () => {
    const counter = new HourlyCounter(2);
    counter.add(event('impression', '10:00', { index: 0 }));
    counter.add(event('impression', '10:00', { index: 1 }));
    counter.add(event('impression', '10:00', { index: 2 }));
    counter.add(event('click', '10:00', { index: 1 }));
    const taken = counter.take();
    expect(taken.refusedKeys).toBe(1);
    expect(taken.rows.map((r) => `${r.idx} ${r.impressions}/${r.clicks}`)).toEqual(['0 1/0', '1 1/1']);
  });
});

describe('the time window', () => {
  const now = at('12:00');
  it('takes 48 hours back and 5 minutes ahead, and names the first event outside', () => {
    expect(eventOutsideWindow([event('impression', '12:00', { at: now - 48 * 3600_000 }), event('click', '12:00', { at: now + 5 * 60_000 })], now)).toBeNull();
    expect(eventOutsideWindow([event('click', '12:00'), event('impression', '12:00', { at: now - 48 * 3600_000 - 1 })], now)).toBe('events.1.at is more than 48 hours ago');
    expect(eventOutsideWindow([event('impression', '12:00', { at: now + 5 * 60_000 + 1 })], now)).toBe('events.0.at is more than 5 minutes in the future');
  });
});
