import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { dashboardPaths } from '../../../schemas/api/dashboard';
import { renderStudio, sectionList } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));
// The chart library draws on a canvas jsdom does not have; the lazy module is swapped for a stand-in that shows what it was given.
vi.mock('../../../src/studio/dashboard/DayChart', () => import('./day-chart-stub'));

afterEach(() => vi.unstubAllGlobals());

// The whole studio renders under each test: more than the default 5 s on a busy two-core machine.
const SLOW = 20_000;

/** The studio with no ?key= in its address, as it opens after signing in. */
function openStudio(role?: 'owner' | 'catalogue' | 'merchandiser') {
  return renderStudio({ key: '', before: (server) => role && (server.role = role) });
}

/** A figure card by its label: its value and its comparison, as seen and as heard. */
function card(label: string) {
  const item = screen.getByRole('heading', { level: 3, name: label }).closest('li');
  if (!item) throw new Error(`no card ${label}`);
  const [value, change] = within(item).getAllByRole('paragraph');
  return { value: value?.textContent, shown: change?.querySelector('[aria-hidden="true"]')?.textContent, heard: change?.querySelector('.st-visually-hidden')?.textContent, text: item.textContent };
}

describe('the dashboard', () => {
  it("opens the studio for an owner, showing today's figures against yesterday up to this time", { timeout: SLOW }, async () => {
    const { server } = openStudio('owner');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText("In India's time, as of 10:00 am IST.")).toBeInTheDocument();
    expect(server.log()).toContain(`GET ${dashboardPaths.dashboard}?period=today`);

    expect(card('Orders')).toMatchObject({ value: '2', shown: '▲ 100%', heard: 'Up 100% on yesterday up to this time (1)' });
    expect(card('Revenue with GST')).toMatchObject({ value: '₹1,475.00', shown: '▼ 38%', heard: 'Down 38% on yesterday up to this time (₹2,360.00)' });
    expect(card('Revenue with GST').text).toContain('₹1,770.00 ordered, ₹295.00 refunded');
    expect(card('Revenue without GST')).toMatchObject({ value: '₹1,250.00', shown: '▼ 38%' });
    expect(card('Average order value')).toMatchObject({ value: '₹885.00', shown: '▼ 63%' });
    expect(card('Conversion')).toMatchObject({ value: '66.7%', shown: '▲ 16.7 pts', heard: 'Up 16.7 percentage points on yesterday up to this time (50%)' });
    expect(card('Conversion').text).toContain('2 orders from 3 visitors with a cart');
  });

  it('switches to this week, where an unchanged figure says so', { timeout: SLOW }, async () => {
    const { user, server } = openStudio();
    await screen.findByRole('heading', { level: 3, name: 'Orders' });
    const week = screen.getByRole('button', { name: 'This week' });
    expect(week).toHaveAttribute('aria-pressed', 'false');
    await user.click(week);
    expect(week).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(card('Orders').value).toBe('5'));
    expect(server.log()).toContain(`GET ${dashboardPaths.dashboard}?period=week`);
    expect(card('Orders')).toMatchObject({ shown: 'no change', heard: 'No change on last week up to this time (5)' });
    expect(card('Revenue with GST')).toMatchObject({ value: '₹4,053.00', shown: '▲ 1,251%' });
  });

  it('lists late orders, returns waiting and low stock with links to the desks that deal with them', { timeout: SLOW }, async () => {
    const { user } = openStudio();
    const late = await screen.findByRole('region', { name: /Late orders/ });
    expect(within(late).getByRole('heading', { name: 'Late orders: 3' })).toBeInTheDocument();
    expect(within(late).getByText(/Not delivered by the day promised \(1 not yet shipped\)/)).toBeInTheDocument();
    expect(within(late).getByRole('link', { name: 'Order VT2611LATE1' })).toHaveAttribute('href', '?key=order-desk&order=501');
    expect(within(late).getByText('Shipped · promised Fri, 20 Nov · ₹800.00')).toBeInTheDocument();
    expect(within(late).getByText('5 days late')).toBeInTheDocument();
    expect(within(late).getByRole('link', { name: 'Order VT2611LATE2' })).toHaveAttribute('href', '?key=order-desk&order=502');

    const returns = screen.getByRole('region', { name: /Returns waiting/ });
    expect(within(returns).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Requested2', 'Approved1', 'Picked up0', 'Received1']);
    expect(within(returns).getByRole('link', { name: 'Open the returns desk' })).toHaveAttribute('href', '?key=return-desk');

    const stock = screen.getByRole('region', { name: /Low on stock/ });
    expect(within(stock).getByText(/5 units or fewer, all variants together; 1 out of stock/)).toBeInTheDocument();
    expect(within(stock).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lenovo IdeaPad Slim 3Out of stock', 'Logitech MX Master 3S3 left']);

    // A product's link opens the products desk at that product, in place.
    await user.click(within(stock).getByRole('link', { name: 'Logitech MX Master 3S' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).not.toBeInTheDocument());
    expect(window.location.search).toBe('?key=product-desk&product=12');
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('says what each chart shows in words and as a table, and draws the charts once their code has loaded', { timeout: SLOW }, async () => {
    const { user } = openStudio();
    const orders = await screen.findByRole('figure', { name: 'Orders per day' });
    expect(within(orders).getByText('Orders: 21 in the last 14 days; the most on Tue, 24 Nov (8); today so far 1.')).toBeInTheDocument();
    const revenue = screen.getByRole('figure', { name: 'Revenue per day, with GST' });
    expect(within(revenue).getByText('Revenue: ₹37,780 in the last 14 days; the most on Tue, 24 Nov (₹24,780); today so far ₹1,000.')).toBeInTheDocument();
    // The stand-in for the lazily loaded chart module, given the days and values.
    expect(await within(orders).findByText('chart of 14 days: 0,1,2,0,1,2,0,1,2,0,1,2,8,1')).toBeInTheDocument();

    await user.click(screen.getByText('Show the days as a table'));
    const table = screen.getByRole('table', { name: /Orders and revenue with GST per day/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(15);
    expect(within(rows[1] as HTMLElement).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Wed, 25 Nov']);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['8', '₹24,780.00']);
  });

  it('explains how every figure is counted', { timeout: SLOW }, async () => {
    const { user } = openStudio();
    await user.click(await screen.findByText('How these figures are counted'));
    expect(screen.getByText(/Orders divided by visitors with a cart: the distinct visitors who added, changed, removed or checked out a cart line in the period/)).toBeVisible();
    expect(screen.getByText(/every status except awaiting payment \(an online payment not made\) and cancelled/)).toBeVisible();
    expect(screen.getByText(/a week starts on Monday/)).toBeVisible();
  });

  it('says when the figures cannot be read, and reads them again on request', { timeout: SLOW }, async () => {
    const { user } = renderStudio({ key: 'dashboard', before: (server) => (server.dashboard.failNext = true) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database did not answer in time');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Orders' })).toBeInTheDocument();
  });

  it('does not open on the dashboard, nor offer it, for a catalogue manager: they start at the home layout as before', { timeout: SLOW }, async () => {
    const { server } = openStudio('catalogue');
    await sectionList();
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Home page/ })).toHaveAttribute('aria-current', 'page');
    expect(server.log().filter((call) => call.includes(dashboardPaths.dashboard))).toEqual([]);
  });

  it('leads the nav with the dashboard, before the pages and areas; a merchandiser sees late orders without links to the order desk they cannot open', { timeout: SLOW }, async () => {
    openStudio('merchandiser');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const late = await screen.findByRole('region', { name: /Late orders/ });
    expect(within(late).getByText('Order VT2611LATE1')).toBeInTheDocument();
    expect(within(late).queryAllByRole('link')).toEqual([]);
    expect(within(screen.getByRole('region', { name: /Low on stock/ })).getByRole('link', { name: 'Logitech MX Master 3S' })).toBeInTheDocument();
    const titles = within(screen.getByRole('navigation', { name: 'Configurations' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles.slice(0, 2)).toEqual(['Overview', 'Pages and areas']);
  });
});
