import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { experimentInputSchema } from '../../../schemas/api/experiments';
import type { StaffRole } from '../../../schemas/api/staff';
import { FakeExperiments, RUNNING } from './fake-experiments';
import { HOME } from './fake-studio-server';
import { renderStudio } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The whole studio renders under each test: more than the default 5 s on a busy two-core machine.
const SLOW = 20_000;

/** The studio on the experiments desk, its API answered by FakeExperiments before the fake studio server. */
async function openDesk(role: StaffRole = 'owner') {
  const api = new FakeExperiments();
  const studio = renderStudio({
    key: 'experiments',
    before: (server) => {
      server.role = role;
      const inner = server.fetch;
      server.fetch = async (input, init) => (await api.handle(input, init)) ?? inner(input, init);
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Experiments' });
  await screen.findByRole('table', { name: 'Experiments, newest first' });
  return { ...studio, api };
}

/** A table row, by the start of its row header. */
function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}
const cells = (name: string) => within(rowOf(name)).getAllByRole('cell').map((c) => c.textContent);

/** What a text box or text area holds. */
function valueOf(element: HTMLElement): string {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return element.value;
  throw new Error('not a text box');
}

const posts = (api: FakeExperiments) => api.calls.filter((c) => c.method !== 'GET');

describe('the experiments desk', () => {
  it('creates a section experiment: shares must add to 100 and settings must be JSON with a pattern before anything is sent; then starts it', async () => {
    const { user, api } = await openDesk();
    expect(screen.getByRole('link', { name: 'Experiments' })).toHaveAttribute('aria-current', 'page');
    expect(cells(RUNNING.name)).toEqual(['Running', 'Home page, section 3', 'Add to cart', '2 Nov 2026']);

    await user.click(screen.getByRole('button', { name: 'New experiment' }));
    const form = await screen.findByRole('form', { name: 'New experiment' });
    await user.type(within(form).getByLabelText('Experiment name'), 'Deals rail title');
    await user.selectOptions(within(form).getByLabelText('Page'), 'home');
    const section = await within(form).findByLabelText('Section');
    expect(within(section).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a section…',
      expect.stringMatching(/^1\. /),
      expect.stringMatching(/^2\. .*"Shop by category"$/),
      '3. Product carousel "Deals"',
    ]);
    await user.selectOptions(section, '2');

    const control = within(form).getByRole('group', { name: 'Control (published)' });
    const variant = within(form).getByRole('group', { name: 'Variant B' });
    const settings = within(variant).getByLabelText('Section settings (JSON)');
    // The variant starts as the published section: the merchandiser changes only what differs.
    expect(JSON.parse(valueOf(settings))).toEqual({ pattern: 2, title: 'Deals', highlight_label: 'Mega deal' });
    expect(within(control).getByLabelText('Share of visitors (%)')).toHaveValue('50');
    expect(within(variant).getByLabelText('Share of visitors (%)')).toHaveValue('50');
    expect(within(form).getByText('Adds to 100%')).toBeInTheDocument();

    await user.clear(within(control).getByLabelText('Share of visitors (%)'));
    await user.type(within(control).getByLabelText('Share of visitors (%)'), '60');
    await user.clear(within(variant).getByLabelText('Share of visitors (%)'));
    await user.type(within(variant).getByLabelText('Share of visitors (%)'), '30');
    expect(within(form).getByText('Adds to 90%: 10% short')).toBeInTheDocument();
    await user.clear(settings);
    await user.click(settings);
    await user.paste('{"title": "Deals"}');
    await user.click(within(form).getByRole('button', { name: 'Create experiment' }));

    expect(within(form).getByRole('group', { name: 'Variants' })).toHaveAccessibleDescription(/The shares add to 90%; they must add to 100%/);
    expect(settings).toHaveAttribute('aria-invalid', 'true');
    expect(settings).toHaveAccessibleDescription(/Give "pattern" as a whole number/);
    await waitFor(() => expect(settings).toHaveFocus());
    expect(posts(api)).toEqual([]);

    await user.clear(settings);
    await user.paste('{"pattern": 1, "title": "Deals"}');
    await user.clear(within(variant).getByLabelText('Share of visitors (%)'));
    await user.type(within(variant).getByLabelText('Share of visitors (%)'), '40');
    expect(within(form).getByText('Adds to 100%')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Goal'), 'order_paid');
    await user.click(within(form).getByRole('button', { name: 'Create experiment' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Deals rail title' })).toHaveFocus();
    expect(api.sent('POST', 'admin/studio/experiments')).toEqual([
      {
        name: 'Deals rail title',
        target: { kind: 'section', key: 'home', index: 2 },
        goal: 'order_paid',
        minimum_effect_percent: 10,
        variants: [
          { key: 'control', label: 'Control (published)', percent: 60 },
          { key: 'variant-b', label: 'Variant B', percent: 40, other_configration: '{"pattern":1,"title":"Deals"}' },
        ],
      },
    ]);
    expect(screen.getByText('Results appear here once the experiment starts.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start the experiment' }));
    expect(await screen.findByText('Deals rail title started: visitors are being split')).toBeInTheDocument();
    expect(api.sent('POST', 'admin/studio/experiments/21/start')).toEqual([{}]);
    await screen.findByRole('table', { name: /^Results by variant/ });
    expect(screen.getByText('Running', { selector: '.st-badge' })).toBeInTheDocument();
    expect(cells('Variant B').slice(5, 8)).toEqual(['Not enough data yet', 'Not enough data yet', 'Too early to tell']);
  }, SLOW);

  it('reads a running experiment’s results, stops only after confirming, and promotes a variant after confirming', async () => {
    const { user, api } = await openDesk();
    await user.click(screen.getByRole('button', { name: RUNNING.name }));
    await screen.findByRole('table', { name: 'Results by variant; uplift and chance to beat the control are on the goal, add to cart' });
    expect(cells('Control')).toEqual(['2,000', '10.00%', '4.00%', '2.00%', '₹12.00', 'Baseline', '—', 'Enough data', '']);
    expect(cells('Variant B')).toEqual(['2,010', '11.19%', '4.48%', '2.24%', '₹1,234.50', '+12.0% (−3.1% to +27.4%)', '93.4%', 'Needs 1,234 more visitors', 'Promote Variant B']);
    expect(screen.getByText('The figures are read again every 30 seconds.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop the experiment' }));
    const stop = await screen.findByRole('dialog', { name: `Stop ${RUNNING.name}?` });
    expect(stop).toHaveTextContent('Every visitor sees the published Home page again from now on.');
    await user.click(within(stop).getByRole('button', { name: 'Keep it running' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api)).toEqual([]);

    await user.click(within(rowOf('Variant B')).getByRole('button', { name: 'Promote Variant B' }));
    const promote = await screen.findByRole('dialog', { name: 'Promote Variant B?' });
    expect(promote).toHaveTextContent('Variant B is published as a new version of Home page: every visitor sees it from now on, and the experiment ends.');
    await user.click(within(promote).getByRole('button', { name: 'Promote Variant B' }));
    expect(await screen.findByText('Variant B was published as a new version of Home page.')).toBeInTheDocument();
    expect(api.sent('POST', 'admin/studio/experiments/7/promote')).toEqual([{ variant: 'variant-b' }]);
    // The experiment's status, and the winner's row.
    await waitFor(() => expect(screen.getAllByText('Promoted', { selector: '.st-badge' })).toHaveLength(2));
    expect(within(rowOf('Variant B')).getByText('Promoted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Promote Variant B' })).toBeNull());
  }, SLOW);

  it('reads a running experiment’s figures again every 30 seconds', async () => {
    // Fake timers that still follow the clock, so the studio's own short waits pass as they would.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { user, api } = await openDesk();
    await user.click(screen.getByRole('button', { name: RUNNING.name }));
    await screen.findByRole('table', { name: /^Results by variant/ });
    const reads = () => api.calls.filter((c) => c.path === 'admin/studio/experiments/7/results').length;
    const before = reads();
    const figures = api.results.get(RUNNING.id)?.[1];
    if (figures) figures.visitors = 2_500;
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(cells('Variant B')[0]).toBe('2,500'));
    expect(reads()).toBe(before + 1);
  }, SLOW);

  it('refuses a whole-page variant no different from the published page before anything is sent', async () => {
    const { user, api } = await openDesk();
    await user.click(screen.getByRole('button', { name: 'New experiment' }));
    const form = await screen.findByRole('form', { name: 'New experiment' });
    await user.type(within(form).getByLabelText('Experiment name'), 'Home page order');
    await user.selectOptions(within(form).getByLabelText('Page'), 'home');
    await user.click(within(form).getByRole('radio', { name: 'Whole page' }));
    expect(await within(form).findByText(/Shoppers in the control see the page as published/)).toHaveTextContent('each other variant see that variant’s own layout instead');
    expect(within(form).queryByText(/layout editor/)).toBeNull();

    const variant = within(form).getByRole('group', { name: 'Variant B' });
    const layout = within(variant).getByRole('group', { name: 'What shoppers in Variant B see' });
    // A copy of the published layout, named as the section picker names the sections.
    expect(within(layout).getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Visible: Trust badges/),
      'Visible: Category grid "Shop by category"',
      'Visible: Product carousel "Deals"',
    ]);
    expect(within(layout).getByText('Same as the published page so far: change at least one section')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Create experiment' }));
    expect(layout).toHaveAccessibleDescription(/This variant is the same as the published page/);
    await waitFor(() => expect(within(layout).getAllByRole('switch')[0]).toHaveFocus());
    expect(posts(api)).toEqual([]);
  }, SLOW);

  it('creates a whole-page experiment whose variant hides one section and changes another, sending exactly those changes; the server’s problems land at their sections', async () => {
    const { user, api } = await openDesk();
    await user.click(screen.getByRole('button', { name: 'New experiment' }));
    const form = await screen.findByRole('form', { name: 'New experiment' });
    await user.type(within(form).getByLabelText('Experiment name'), 'Home page order');
    await user.selectOptions(within(form).getByLabelText('Page'), 'home');
    await user.click(within(form).getByRole('radio', { name: 'Whole page' }));
    const variant = within(form).getByRole('group', { name: 'Variant B' });
    const layout = await within(variant).findByRole('group', { name: 'What shoppers in Variant B see' });
    const sections = () => within(layout).getAllByRole('listitem').map((item) => item.textContent?.replace(/↑↓.*$/, ''));

    // Adding, moving and removing work from the keyboard's buttons; what is undone is not sent.
    await user.selectOptions(within(layout).getByLabelText('Add a section'), 'brand-strip');
    await user.click(within(layout).getByRole('button', { name: 'Add the section to Variant B' }));
    expect(sections()).toHaveLength(4);
    expect(sections()[3]).toMatch(/^4\. Brand strip/);
    expect(within(layout).getByText('Differs from the published page')).toBeInTheDocument();
    const deals = within(layout).getByRole('button', { name: 'Move Product carousel "Deals" down' });
    await user.click(deals);
    expect(sections()[3]).toBe('4. Product carousel "Deals"');
    await waitFor(() => expect(within(layout).getByRole('button', { name: 'Move Product carousel "Deals" up' })).toHaveFocus());
    await user.click(within(layout).getByRole('button', { name: 'Move Product carousel "Deals" up' }));
    await user.click(within(layout).getByRole('button', { name: /^Remove Brand strip/ }));
    expect(sections()).toHaveLength(3);
    expect(within(layout).getByText('Same as the published page so far: change at least one section')).toBeInTheDocument();

    await user.click(within(layout).getByRole('switch', { name: /^Visible: Trust badges/ }));
    expect(sections()[0]).toMatch(/^1\. Trust badges.* \(hidden\)$/);
    await user.click(within(layout).getByRole('button', { name: 'Settings of Product carousel "Deals"' }));
    const settings = within(layout).getByLabelText('Settings of Product carousel "Deals" (JSON)');
    expect(JSON.parse(valueOf(settings))).toEqual({ pattern: 2, title: 'Deals', highlight_label: 'Mega deal' });
    await user.clear(settings);
    await user.click(settings);
    await user.paste('{"pattern": 2, "title": "Top deals"');
    await user.click(within(form).getByRole('button', { name: 'Create experiment' }));
    expect(settings).toHaveAttribute('aria-invalid', 'true');
    expect(settings).toHaveAccessibleDescription(/This is not valid JSON/);
    await waitFor(() => expect(settings).toHaveFocus());
    expect(posts(api)).toEqual([]);

    await user.clear(settings);
    await user.paste('{"pattern": 2, "title": "Top deals", "highlight_label": "Mega deal"}');
    api.rejectNextSave = [{ index: -1, field: 'variants.1.entries.2.other_configration', message: 'This deals grid has no products to show' }];
    await user.click(within(form).getByRole('button', { name: 'Create experiment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The experiment has problems; nothing was saved');
    expect(within(layout).getByLabelText('Settings of Product carousel "Top deals" (JSON)')).toHaveAccessibleDescription(/This deals grid has no products to show/);

    await user.click(within(form).getByRole('button', { name: 'Create experiment' }));
    await screen.findByRole('heading', { level: 2, name: 'Home page order' });
    const sent = experimentInputSchema.parse(api.sent('POST', 'admin/studio/experiments').at(-1));
    const [trust, grid, carousel] = HOME;
    expect(sent).toEqual({
      name: 'Home page order',
      target: { kind: 'page', key: 'home' },
      goal: 'add_to_cart',
      minimum_effect_percent: 10,
      variants: [
        { key: 'control', label: 'Control (published)', percent: 50 },
        {
          key: 'variant-b',
          label: 'Variant B',
          percent: 50,
          entries: [
            { ...trust, visibility: 'N' },
            grid,
            { ...carousel, other_configration: '{"pattern":2,"title":"Top deals","highlight_label":"Mega deal"}' },
          ],
        },
      ],
    });

    // A draft is edited in the same form, its variant's layout as saved.
    await user.click(screen.getByRole('button', { name: 'Edit the draft' }));
    const edit = await screen.findByRole('form', { name: 'Edit Home page order' });
    expect(within(edit).getByRole('radio', { name: 'Whole page' })).toBeChecked();
    const saved = within(within(edit).getByRole('group', { name: 'Variant B' })).getByRole('list', { name: 'Sections of Variant B' });
    expect(within(saved).getAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'true', 'true']);
    expect(within(saved).getByRole('button', { name: 'Settings of Product carousel "Top deals"' })).toBeInTheDocument();
    const name = within(edit).getByLabelText('Experiment name');
    await user.clear(name);
    await user.type(name, 'Home page order, take two');
    await user.click(within(edit).getByRole('button', { name: 'Save the draft' }));
    await screen.findByRole('heading', { level: 2, name: 'Home page order, take two' });
    expect(api.sent('PUT', 'admin/studio/experiments/21')).toEqual([{ ...sent, name: 'Home page order, take two' }]);
  }, SLOW);

  it('lets a role that only reads layouts see experiments and results, with nothing to create, stop or promote', async () => {
    const { user } = await openDesk('catalogue');
    expect(screen.getByText('Your role can read experiments but not create them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New experiment' })).toBeNull();
    await user.click(screen.getByRole('button', { name: RUNNING.name }));
    await screen.findByRole('table', { name: /^Results by variant/ });
    expect(screen.queryByRole('button', { name: 'Stop the experiment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Promote/ })).toBeNull();
    expect(screen.getByText(/Your role can read the results/)).toBeInTheDocument();
  }, SLOW);
});
