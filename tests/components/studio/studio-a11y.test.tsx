import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AcceptInvitation } from '../../../src/studio/staff/AcceptInvitation';
import { renderStudio, sectionList } from './render-studio';

// jsdom has no canvas to draw the dashboard's charts on (their text alternative is checked all the same).
vi.mock('../../../src/studio/dashboard/DayChart', () => import('./day-chart-stub'));

afterEach(() => vi.unstubAllGlobals());

/** Serious and critical findings only; jsdom cannot judge colour contrast. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The real form and preview components: this checks the studio as it ships.
// axe walks every node of several screens in each case: 5 to 17 s each on a busy 2-core machine.
const AXE_TIMEOUT = 60_000;

describe('studio accessibility', () => {
  it('the sign-in screen has no serious axe violations', async () => {
    renderStudio({ signedIn: false });
    await screen.findByLabelText('E-mail or user name');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the section list, a section open in the panel, and the catalogue dialog, have none', { timeout: AXE_TIMEOUT }, async () => {
    const { user } = renderStudio();
    await sectionList();
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Edit Deals/ }));
    await screen.findByLabelText('Pattern');
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back to sections' }));
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a section' });
    expect(within(dialog).getAllByRole('button', { name: /^Add / }).length).toBeGreaterThan(5);
    expect(await seriousViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Add a section' })).not.toBeInTheDocument();
  });

  it('the history and audit panels have none', async () => {
    const { user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await screen.findByRole('region', { name: 'Published versions' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    await screen.findByRole('region', { name: 'Audit log' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('People, Your account with two-step set-up and a new token, and the invitation page have none', async () => {
    const { user } = renderStudio({ key: 'staff' });
    await screen.findByRole('heading', { level: 1, name: 'People' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Your account' }));
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    await user.type(screen.getByLabelText('What is it for?'), 'Stock sync');
    await user.click(screen.getByRole('button', { name: 'Make a token' }));
    await screen.findByRole('status');
    expect(await seriousViolations()).toEqual([]);
  });

  it('Coupons: the table, the form showing field errors, and the pause confirmation have none', { timeout: AXE_TIMEOUT }, async () => {
    const { user } = renderStudio({ key: 'coupons' });
    await screen.findByRole('table', { name: 'Coupons, newest first' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    const form = await screen.findByRole('form', { name: 'New coupon' });
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    await within(form).findAllByText(/Give the code shoppers type|A code has at least/);
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Pause TECH10' }));
    await screen.findByRole('dialog', { name: 'Pause TECH10?' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('Products: the table, and the editor with variants and field errors, have none', { timeout: AXE_TIMEOUT }, async () => {
    const { user } = renderStudio({ key: 'product-desk' });
    await screen.findByRole('table', { name: /Products, sorted by/ });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await user.click(await screen.findByRole('button', { name: 'Add a variant' }));
    await user.click(screen.getAllByRole('button', { name: 'Add product' })[0]!);
    await screen.findByText('Some fields need another look:');
    expect(await seriousViolations()).toEqual([]);
  });

  it('Categories and Collections: the lists, a form showing a field error, the members editor with search results, and a delete confirmation have none', { timeout: AXE_TIMEOUT }, async () => {
    const { user } = renderStudio({ key: 'categories' });
    await screen.findByRole('list', { name: 'Sub-categories of Laptops, in order' });
    expect(await seriousViolations()).toEqual([]);
    const details = screen.getByRole('form', { name: 'Details of Laptops' });
    await user.clear(within(details).getByLabelText('Title'));
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await within(details).findByText('Give a title of at least 2 characters');
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Laptops' }));
    await screen.findByRole('dialog', { name: 'Laptops cannot be deleted' });
    expect(await seriousViolations()).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('link', { name: 'Collections' }));
    await screen.findByRole('list', { name: 'Products in Gaming rigs, in order' });
    await user.type(screen.getByLabelText('Find products to add'), 'mouse');
    await screen.findByRole('list', { name: 'Products found' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Gaming rigs' }));
    await screen.findByRole('dialog', { name: 'Delete Gaming rigs?' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('Dashboard: the figures, the lists, the charts with their table and the definitions have none', { timeout: AXE_TIMEOUT }, async () => {
    const { user } = renderStudio({ key: 'dashboard' });
    await screen.findByRole('heading', { level: 3, name: 'Orders' });
    await user.click(screen.getByText('Show the days as a table'));
    await user.click(screen.getByText('How these figures are counted'));
    expect(await seriousViolations()).toEqual([]);
  });

  it('Customers and Support tickets: the search, a customer’s page, the wallet form showing errors, the disable confirmation, and a ticket with its reply form have none', { timeout: AXE_TIMEOUT }, async () => {
    const { user } = renderStudio({ key: 'customers' });
    await screen.findByRole('table', { name: 'Customers, newest first' });
    await user.click(screen.getByRole('button', { name: 'Change the limit' }));
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Asha Raghunathan' }));
    const form = await screen.findByRole('form', { name: 'Adjust the wallet' });
    await user.click(within(form).getByRole('button', { name: 'Credit the wallet' }));
    await within(form).findByText('The amount is missing');
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    await screen.findByRole('dialog', { name: "Disable Asha Raghunathan's account?" });
    expect(await seriousViolations()).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('link', { name: 'Support tickets' }));
    await user.click(await screen.findByRole('button', { name: 'Mouse not delivered' }));
    await screen.findByRole('form', { name: 'Reply to CS-2611-00005' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('Returns: the queue with its tabs, a request with the decision form showing an error, the reject confirmation, and the refund form have none', { timeout: AXE_TIMEOUT }, async () => {
    const { user } = renderStudio({ key: 'return-desk' });
    await screen.findByRole('tablist', { name: 'Requests by state' });
    await screen.findByRole('link', { name: 'Return #41' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Return #41' }));
    const form = await screen.findByRole('form', { name: 'Approve or reject' });
    await user.click(within(form).getByRole('button', { name: 'Reject…' }));
    await within(form).findByText('Give the shopper a reason: they read it on their request');
    expect(await seriousViolations()).toEqual([]);
    await user.type(within(form).getByLabelText('Reason the shopper reads'), 'Not covered');
    await user.click(within(form).getByRole('button', { name: 'Reject…' }));
    await screen.findByRole('dialog', { name: 'Reject Return #41?' });
    expect(await seriousViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '← Back to the queue' }));
    await user.click(await screen.findByRole('tab', { name: /^Received/ }));
    await user.click(await screen.findByRole('link', { name: 'Return #39' }));
    await screen.findByRole('form', { name: 'Refund' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('Orders: the table with its filters, an order with the ship form showing an error, the refund form, the cancel confirmation, and the packing slip have none', { timeout: AXE_TIMEOUT }, async () => {
    const { user } = renderStudio({ key: 'order-desk' });
    await screen.findByRole('table', { name: /^Orders, sorted by/ });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'CB261120-000103' }));
    await screen.findByRole('heading', { level: 1, name: 'Order CB261120-000103' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Mark packed' }));
    await user.click(await screen.findByRole('button', { name: 'Ship…' }));
    const ship = screen.getByRole('form', { name: 'Ship order CB261120-000103' });
    await user.click(within(ship).getByRole('button', { name: 'Mark shipped' }));
    await within(ship).findByText('Enter the AWB number from the courier');
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    await screen.findByRole('form', { name: 'Refund on order CB261120-000103' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel order…' }));
    const cancel = screen.getByRole('form', { name: 'Cancel order CB261120-000103' });
    await user.type(within(cancel).getByLabelText('Reason (the shopper is told)'), 'Shopper asked');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel order…' }));
    await screen.findByRole('dialog', { name: 'Cancel order CB261120-000103?' });
    expect(await seriousViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Print packing slip' }));
    await screen.findByRole('article', { name: 'Packing slip' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('the invitation link’s page has none', async () => {
    render(<AcceptInvitation token={'a'.repeat(43)} onAccepted={() => {}} />);
    await screen.findByLabelText('New password');
    expect(await seriousViolations()).toEqual([]);
  });
});
