import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderStudio, sectionList, sectionOrder } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));
vi.mock('../../../src/studio/preview/PatternPreview', async () => ({ PatternPreview: (await import('./preview-stub')).PatternPreviewStub }));
vi.mock('../../../src/studio/form/SchemaForm', async () => ({ SchemaForm: (await import('./form-stub')).SchemaFormStub }));

// Whole-studio journeys: dozens of renders each, which a busy two-core machine takes more than the default 5 s over.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => vi.unstubAllGlobals());

const writes = (log: string[]) => log.filter((call) => !call.startsWith('GET admin/studio/session'));

describe('publishing', () => {
  it('saves the unsaved changes first, then publishes that revision', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Product carousel "Deals" up' }));
    const before = server.calls.length;
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    // The toast and the bar's status both say it.
    await waitFor(() => expect(screen.getAllByText('Published version 2')).toHaveLength(2));
    const sequence = writes(server.calls.slice(before).map((c) => `${c.method} ${c.path}`)).filter((c) => !c.startsWith('GET admin/studio/configs') || c === 'GET admin/studio/configs/home');
    expect(sequence.slice(0, 4)).toEqual(['PUT admin/studio/configs/home/draft', 'GET admin/studio/configs/home', 'POST admin/studio/configs/home/publish', 'GET admin/studio/configs/home']);
    const put = server.calls.find((c) => c.method === 'PUT');
    const publish = server.calls.find((c) => c.method === 'POST' && c.path.endsWith('/publish'));
    expect(put?.body).toMatchObject({ revision: 0 });
    expect(publish?.body).toEqual({ revision: 1 });
    // The live document is the edited order; the draft is gone.
    expect((server.published.get('home') as { section_name: string }[]).map((e) => e.section_name)).toEqual(['trust-strip', 'product-carousel', 'category-grid']);
    expect(server.drafts.has('home')).toBe(false);
    expect(screen.getByText('Published version 2', { selector: '.st-publish__status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('refuses to publish over someone else\'s save and offers to reload', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    server.drafts.set('home', { document: [], revision: 4, by: 'asha', at: '2026-11-20T10:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Move Product carousel "Deals" up' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByText('Someone else changed this draft; reload to see their changes', { selector: '.st-conflict span' });
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByText('No sections yet. Add one from the catalogue.')).toBeInTheDocument());
    expect(screen.getByText(/^Draft saved by asha at/)).toBeInTheDocument();
  });

  it('schedules a publish at a time in India, lists it and cancels it', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('switch', { name: 'Visible: Trust badges "Why shop with us"' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule the publish' });
    expect(within(dialog).getByLabelText('Publish at')).toHaveAccessibleDescription(/^India Standard Time \(IST\)/);
    await user.type(within(dialog).getByLabelText('Publish at'), '2031-03-15T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule publish' }));

    // 9:30 in India is 4:00 UTC, whatever the zone of the browser the studio runs in.
    await waitFor(() => expect(server.schedules).toHaveLength(1));
    expect(server.schedules[0]?.publish_at).toBe('2031-03-15T04:00:00.000Z');
    const list = await screen.findByRole('region', { name: 'Scheduled publishes' });
    expect(list).toHaveTextContent('Publishes 15 Mar 2031, 9:30 am IST · by merchant');
    expect(screen.getByRole('link', { name: /^Home page/ })).toHaveTextContent('Scheduled');
    await user.click(within(list).getByRole('button', { name: 'Cancel the publish at 15 Mar 2031, 9:30 am IST' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Scheduled publishes' })).not.toBeInTheDocument());
    expect(server.schedules[0]?.status).toBe('cancelled');
  });

  it('will not schedule in the past', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('switch', { name: 'Visible: Trust badges "Why shop with us"' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule the publish' });
    await user.type(within(dialog).getByLabelText('Publish at'), '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule publish' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a time in the future');
    expect(server.log().some((c) => c.includes('publish'))).toBe(false);
  });
});

describe('history', () => {
  it('lists versions newest first and rolls back to an older one after confirming', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('button', { name: 'Delete Trust badges "Why shop with us"' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published version 2', { selector: '.st-publish__status' });
    expect(sectionOrder()).toEqual(['Shop by category', 'Deals']);

    await user.click(screen.getByRole('tab', { name: 'History' }));
    const versions = await screen.findByRole('region', { name: 'Published versions' });
    const items = within(versions).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Version 2', 'Version 1']);
    expect(items[1]).toHaveTextContent(/Version 1 · by system · .+ · Configuration before the studio/);
    expect(within(items[0]!).queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('button', { name: 'Roll back to version 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Roll back to version 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Rolled back to version 1: published version 3')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path.endsWith('/rollback'))?.body).toEqual({ version: 1 });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Published versions' })).getAllByRole('listitem')).toHaveLength(3));

    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    expect(sectionOrder()).toEqual(['Why shop with us', 'Shop by category', 'Deals']);
  });

  it('views an old version and restores it into the draft', async () => {
    const { user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('button', { name: 'Delete Trust badges "Why shop with us"' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published version 2', { selector: '.st-publish__status' });
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await user.click(await screen.findByRole('button', { name: 'View version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 1' });
    expect(within(dialog).getByLabelText('Version 1 as stored')).toHaveTextContent('"section_name": "trust-strip"');
    await user.click(within(dialog).getByRole('button', { name: 'Restore into draft' }));
    expect(sectionOrder()).toEqual(['Why shop with us', 'Shop by category', 'Deals']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});

describe('the audit log', () => {
  it('shows what each admin did, for this configuration or all', async () => {
    const { server, user } = renderStudio();
    await sectionList();
    server.audit.push({ id: 1, at: '2026-11-19T08:00:00.000Z', actor: 'asha', action: 'publish', key: 'theme', summary: 'theme_color #0b5fff → #e11d48' });
    await user.click(screen.getByRole('switch', { name: 'Visible: Trust badges "Why shop with us"' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/^Draft saved by merchant/);
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    const log = await screen.findByRole('region', { name: 'Audit log' });
    await waitFor(() => expect(within(log).getByRole('cell', { name: 'save-draft' })).toBeInTheDocument());
    expect(within(log).queryByRole('cell', { name: 'asha' })).not.toBeInTheDocument();
    await user.selectOptions(within(log).getByLabelText('Show'), 'All configurations');
    expect(await within(log).findByRole('cell', { name: 'theme_color #0b5fff → #e11d48' })).toBeInTheDocument();
    expect(server.log()).toContain('GET admin/studio/audit?key=home');
    expect(server.log()).toContain('GET admin/studio/audit');
  });
});
