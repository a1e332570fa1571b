import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionStatRow, SectionStats as Stats, SectionStatsPeriod } from '../../../schemas/api/section-analytics';
import { shareOf } from '../../../schemas/api/section-analytics';
import { rowsFromDocument } from '../../../src/studio/layout/rows';
import { SectionStats } from '../../../src/studio/layout/SectionStats';
import { formatRate, statsByRow } from '../../../src/studio/layout/section-stats-rows';

/*
 * The layout editor's figures: each row of the layout with its impressions,
 * click-through and add-to-cart rates for the chosen period, written as the
 * studio writes numbers (en-IN, one decimal for a percentage).
 */

const entry = (section_name: string, config: Record<string, unknown>) => ({ section_name, visibility: 'Y', other_configration: JSON.stringify(config) });
const rows = rowsFromDocument([
  entry('trust-strip', { pattern: 1 }),
  entry('product-carousel', { pattern: 1, title: 'Deals', source: 'hot_deal' }),
  entry('category-grid', { pattern: 1 }),
]);

const stat = (index: number, section: string, impressions: number, clicks: number, addToCart: number, over: Partial<SectionStatRow> = {}): SectionStatRow => ({
  index,
  section,
  pattern: 1,
  variant: '',
  impressions,
  clicks,
  add_to_cart: addToCart,
  ctr: shareOf(clicks, impressions),
  add_to_cart_rate: shareOf(addToCart, impressions),
  ...over,
});

const FIGURES: Record<SectionStatsPeriod, SectionStatRow[]> = {
  '24h': [stat(1, 'product-carousel', 1000, 35, 4)],
  '7d': [stat(0, 'trust-strip', 123456, 0, 0), stat(1, 'product-carousel', 8000, 276, 40), stat(1, 'product-carousel', 2000, 24, 10, { pattern: 2, variant: 'b' })],
  '30d': [],
};

let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://studio.test');
      asked.push(`${url.pathname}${url.search}`);
      const period = url.searchParams.get('period');
      const known = period === '24h' || period === '7d' || period === '30d' ? period : '7d';
      const data: Stats = { scope: 'home', period: known, from: '2026-11-18T05:00:00.000Z', to: '2026-11-25T04:30:00.000Z', sections: FIGURES[known] };
      return new Response(JSON.stringify({ status: true, message: '', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderStats() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SectionStats scope="home" rows={rows} />
    </SWRConfig>,
  );
}

const cells = (rowName: RegExp) => within(screen.getByRole('row', { name: rowName })).getAllByRole('cell').map((c) => c.textContent);

describe('SectionStats', () => {
  it('shows each section of the last 7 days, and "No data yet" for one nobody saw', async () => {
    renderStats();
    expect(await screen.findByRole('row', { name: /Trust badges/ })).toBeInTheDocument();
    expect(asked).toEqual(['/api/admin/studio/section-stats?scope=home&period=7d']);
    expect(cells(/Trust badges/)).toEqual(['1,23,456', '0.0%', '0.0%']);
    // Two patterns in the period: summed, and each shown apart under the name.
    expect(cells(/Deals/)).toEqual(['10,000', '3.0%', '0.5%']);
    expect(screen.getByRole('row', { name: /Deals/ })).toHaveTextContent('Pattern 2, variant b: 2,000 seen, 1.2% CTR, 0.5% add to cart');
    expect(cells(/Category grid/)).toEqual(['No data yet']);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads another period when one is chosen', async () => {
    const user = userEvent.setup();
    renderStats();
    await screen.findByRole('row', { name: /Trust badges/ });
    await user.click(screen.getByRole('button', { name: 'Last 24 hours' }));
    await vi.waitFor(() => expect(cells(/Deals/)).toEqual(['1,000', '3.5%', '0.4%']));
    expect(cells(/Trust badges/)).toEqual(['No data yet']);
    expect(asked.at(-1)).toBe('/api/admin/studio/section-stats?scope=home&period=24h');
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await vi.waitFor(() => expect(cells(/Deals/)).toEqual(['No data yet']));
  });
});

describe('matching figures to the layout being edited', () => {
  it('gives a row the figures of its position when the same kind of section was there, and keeps the rest apart', () => {
    const moved = statsByRow(rows, [stat(0, 'product-carousel', 10, 1, 0), stat(2, 'category-grid', 5, 0, 0)]);
    expect(moved.rows.map((r) => r.total.impressions)).toEqual([0, 0, 5]);
    expect(moved.elsewhere.map((r) => [r.parts[0]?.index, r.total.impressions])).toEqual([[0, 10]]);
  });

  it('writes rates as percentages with one decimal', () => {
    expect(formatRate(0.0345)).toBe('3.5%');
    expect(formatRate(12.5)).toBe('1,250.0%');
    expect(formatRate(null)).toBe('–');
  });
});
