import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatShopDateTime, formatShopTime } from '../../../src/ui/format';
import { shopInputToIso } from '../../../src/studio/format';
import { renderStudio } from './render-studio';

vi.mock('../../../src/studio/preview/PreviewPane', async () => ({ PreviewPane: (await import('./preview-stub')).PreviewStub }));
vi.mock('../../../src/studio/preview/PatternPreview', async () => ({ PatternPreview: (await import('./preview-stub')).PatternPreviewStub }));
vi.mock('../../../src/studio/form/SchemaForm', async () => ({ SchemaForm: (await import('./form-stub')).SchemaFormStub }));

// Whole-studio journeys: dozens of renders each, which a busy two-core machine takes more than the default 5 s over.
vi.setConfig({ testTimeout: 15_000 });

/*
 * The shop is in India: the studio shows every time (drafts, history, audit,
 * schedules) in IST with the zone named, as the storefront does, and reads
 * the times typed into it as IST, even on an admin's laptop set elsewhere.
 */

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = zone;
});
afterEach(() => vi.unstubAllGlobals());

describe('times in the studio', () => {
  it('runs this file in a browser zone other than India', () => {
    expect(new Date('2026-11-25T10:35:00.000Z').getHours()).toBe(2);
  });

  it('formats an instant in IST, naming the zone', () => {
    expect(formatShopDateTime('2026-11-25T10:35:00.000Z')).toBe('25 Nov 2026, 4:05 pm IST');
    expect(formatShopTime('2026-11-25T10:35:00.000Z')).toBe('4:05 pm IST');
    expect(formatShopDateTime('not a time')).toBe('not a time');
  });

  it('reads a typed date and time as IST', () => {
    expect(shopInputToIso('2026-12-01T09:30')).toBe('2026-12-01T04:00:00.000Z');
    expect(shopInputToIso('2026-12-01T09:30:15')).toBe('2026-12-01T04:00:15.000Z');
    expect(shopInputToIso('')).toBeNull();
    expect(shopInputToIso('tomorrow')).toBeNull();
  });

  it('shows the draft, the history and the audit log in IST', async () => {
    const { user } = renderStudio({
      before: (server) => {
        server.drafts.set('home', { document: [], revision: 1, by: 'asha', at: '2026-11-20T10:30:00.000Z' });
        server.audit.push({ id: 1, at: '2026-11-19T08:00:00.000Z', actor: 'asha', action: 'publish', key: 'home', summary: 'Hid Trust badges' });
      },
    });
    expect(await screen.findByText('Draft saved by asha at 4:00 pm IST')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    const versions = await screen.findByRole('region', { name: 'Published versions' });
    // The fake server published version 1 at 2026-11-20T10:30Z.
    expect(within(versions).getByText(/by system · 20 Nov 2026, 4:00 pm IST · Configuration before the studio/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    const log = await screen.findByRole('region', { name: 'Audit log' });
    expect(await within(log).findByRole('cell', { name: '19 Nov 2026, 1:30 pm IST' })).toBeInTheDocument();
  });
});
