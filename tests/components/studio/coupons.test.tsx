import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderStudio } from './render-studio';
import type { FakeStudioServer } from './fake-studio-server';

afterEach(() => vi.unstubAllGlobals());

// The whole studio renders under each test: more than the default 5 s on a busy two-core machine.
const SLOW = 20_000;

async function openDesk(before?: (server: FakeStudioServer) => void) {
  const studio = renderStudio({ key: 'coupons', before });
  await screen.findByRole('heading', { level: 1, name: 'Coupons' });
  await screen.findByRole('table', { name: 'Coupons, newest first' });
  return studio;
}

/** The table row of a coupon, by its code. */
function rowOf(code: string): HTMLElement {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${code}`) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return row;
}

const cells = (code: string) => within(rowOf(code)).getAllByRole('cell').map((c) => c.textContent);
const codes = () => screen.getAllByRole('rowheader').map((h) => h.querySelector('span')?.textContent);

describe('the coupons desk', () => {
  it('lists every coupon with its rule in words, dates, uses against the limit and status', async () => {
    await openDesk();
    expect(screen.getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');
    expect(codes()).toEqual(['AUDIO15', 'TECH10', 'WELCOME200', 'FESTIVE']);
    expect(cells('TECH10').slice(0, 4)).toEqual(['10% off, up to ₹2,000, orders from ₹10,000', '1 Jan 2026 – 31 Dec 2030', '12 of 5003 per customer', 'Live']);
    expect(cells('AUDIO15').slice(0, 4)).toEqual(['15% off, up to ₹1,500, Audio only', '1 Jan 2026 – 31 Dec 2030', '7 (no limit)2 per customer', 'Paused']);
    expect(cells('WELCOME200')[0]).toBe('₹200 off, orders from ₹999');
    expect(cells('FESTIVE')[3]).toBe('Ended');
    expect(within(rowOf('TECH10')).getByRole('button', { name: 'Pause TECH10' })).toBeInTheDocument();
    expect(within(rowOf('AUDIO15')).getByRole('button', { name: 'Resume AUDIO15' })).toBeInTheDocument();
    // An ended coupon has nothing to pause; it can still be edited (to extend it).
    expect(within(rowOf('FESTIVE')).queryByRole('button', { name: /Pause|Resume/ })).toBeNull();
    expect(within(rowOf('FESTIVE')).getByRole('button', { name: 'Edit FESTIVE' })).toBeInTheDocument();
  }, SLOW);

  it('filters by status, with each status counted, and finds a coupon by part of its code', async () => {
    const { user, server } = await openDesk();
    const show = screen.getByLabelText('Show');
    expect(within(show).getAllByRole('option').map((o) => o.textContent)).toEqual(['All coupons (4)', 'Live (2)', 'Scheduled (0)', 'Paused (1)', 'Ended (1)']);
    await user.selectOptions(show, 'paused');
    await waitFor(() => expect(codes()).toEqual(['AUDIO15']));
    await user.selectOptions(show, '');
    await user.type(screen.getByRole('searchbox', { name: 'Code' }), 'tech');
    await waitFor(() => expect(codes()).toEqual(['TECH10']));
    expect(server.log()).toContain('GET admin/studio/coupons?q=tech');
  }, SLOW);

  it('creates a coupon: field errors show next to their fields, first the form’s own, then the server’s, and nothing wrong is saved', async () => {
    const { user, server } = await openDesk();
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    const form = await screen.findByRole('form', { name: 'New coupon' });
    const code = within(form).getByLabelText('Code');
    await user.type(code, 'ab');
    await user.type(within(form).getByLabelText('Title'), 'Diwali ₹500 off');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/A code has at least 3 characters, like SAVE10/);
    expect(within(form).getByLabelText('Percentage off')).toHaveAccessibleDescription(/Give the percentage off, 1 to 90/);
    await waitFor(() => expect(code).toHaveFocus());
    expect(server.log().filter((c) => c.startsWith('POST'))).toEqual([]);

    // The server knows the codes in use: its problem lands at the field too.
    await user.clear(code);
    await user.type(code, 'tech10');
    expect(code).toHaveValue('TECH10');
    await user.click(within(form).getByRole('radio', { name: 'A rupee amount' }));
    await user.type(within(form).getByLabelText('Rupees off'), '500');
    await user.type(within(form).getByLabelText('Minimum order'), '2,000');
    expect(within(form).getByText('Reads as: ₹500 off, orders from ₹2,000')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/There is already a coupon TECH10; choose another code/));
    expect(server.coupons.rows).toHaveLength(4);

    await user.clear(code);
    await user.type(code, 'DIWALI500');
    await user.click(within(form).getByRole('checkbox', { name: 'Laptops' }));
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon DIWALI500 created')).toBeInTheDocument();
    await waitFor(() => expect(codes()[0]).toBe('DIWALI500'));
    expect(cells('DIWALI500')[0]).toBe('₹500 off, Laptops only, orders from ₹2,000');
    const sent = server.calls.filter((c) => c.method === 'POST' && c.path === 'admin/studio/coupons').at(-1)?.body;
    expect(sent).toMatchObject({ code: 'DIWALI500', kind: 'flat', amount: '500', min_order: '2,000', per_user_limit: '1', total_limit: '', category_ids: [1] });
    expect(sent).not.toHaveProperty('percent');
    expect(screen.queryByRole('form', { name: 'New coupon' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New coupon' })).toHaveFocus());
  }, SLOW);

  it('pauses a coupon only after confirming, sending the revision it showed, and then offers to resume it', async () => {
    const { user, server } = await openDesk();
    await user.click(within(rowOf('TECH10')).getByRole('button', { name: 'Pause TECH10' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pause TECH10?' });
    expect(dialog).toHaveTextContent('Checkout refuses TECH10 from now on. Orders already placed keep their discount');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it running' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.log().filter((c) => c.startsWith('POST'))).toEqual([]);

    await user.click(within(rowOf('TECH10')).getByRole('button', { name: 'Pause TECH10' }));
    dialog = await screen.findByRole('dialog', { name: 'Pause TECH10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause TECH10' }));
    expect(await screen.findByText('TECH10 paused: checkout refuses it until you resume it')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'admin/studio/coupons/3/pause')?.body).toEqual({ revision: 4 });
    await waitFor(() => expect(cells('TECH10')[3]).toBe('Paused'));
    expect(within(rowOf('TECH10')).getByRole('button', { name: 'Resume TECH10' })).toBeInTheDocument();
  }, SLOW);

  it('edits a coupon from its stored values, and after a colleague’s save shows who got there first and loads their version', async () => {
    const { user, server } = await openDesk();
    await user.click(within(rowOf('TECH10')).getByRole('button', { name: 'Edit TECH10' }));
    const form = await screen.findByRole('form', { name: 'Edit TECH10' });
    expect(within(form).getByLabelText('Percentage off')).toHaveValue('10');
    expect(within(form).getByLabelText('At most (cap)')).toHaveValue('2000');
    expect(within(form).getByLabelText('Minimum order')).toHaveValue('10000');
    expect(within(form).getByLabelText('Starts')).toHaveValue('2026-01-01T05:30');
    expect(within(form).getByLabelText('Total uses')).toHaveValue('500');
    expect(screen.getByText(/Used 12 times\. Orders already placed keep the discount they got/)).toBeInTheDocument();

    server.coupons.staleNextSave = true;
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'My title');
    await user.click(within(form).getByRole('button', { name: 'Save TECH10' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('asha@shop.test changed TECH10 since you opened it; nothing was saved');
    expect(title).toHaveValue('My title');
    await user.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(title).toHaveValue('Their title'));

    await user.clear(within(form).getByLabelText('Percentage off'));
    await user.type(within(form).getByLabelText('Percentage off'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save TECH10' }));
    expect(await screen.findByText('Coupon TECH10 saved')).toBeInTheDocument();
    await waitFor(() => expect(cells('TECH10')[0]).toBe('12% off, up to ₹2,000, orders from ₹10,000'));
    expect(server.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ revision: 5, percent: '12', title: 'Their title' });
  }, SLOW);

  it('is read-only for a role without merchandising.write', async () => {
    await openDesk((server) => {
      server.role = 'viewer';
    });
    expect(screen.getByText('Your role can see coupons but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New coupon' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Pause|Resume) / })).toBeNull();
    expect(cells('TECH10')).toHaveLength(4);
  }, SLOW);
});
