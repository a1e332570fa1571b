import type { APIRequestContext } from '@playwright/test';

const admin = `Basic ${Buffer.from('admin:admin').toString('base64')}`;
const storefront = `Basic ${Buffer.from('storefront:dev-shared-key').toString('base64')}`;

export interface Entry {
  section_name: string;
  visibility: string;
  other_configration: string;
}

export function entry(section_name: string, pattern: number, visibility = 'Y', props: Record<string, unknown> = {}): Entry {
  return { section_name, visibility, other_configration: JSON.stringify({ pattern, ...props }) };
}

/** The shell layout as served to shoppers. */
export async function readShell(request: APIRequestContext): Promise<Entry[]> {
  const res = await request.get('/api/website/ui-configurations', { headers: { Authorization: storefront } });
  const body: { data: Entry[] } = await res.json();
  return body.data.map(({ section_name, visibility, other_configration }) => ({ section_name, visibility, other_configration }));
}

/** Saves a shell layout through the merchandiser API, as the studio will. */
export async function saveShell(request: APIRequestContext, entries: Entry[]): Promise<void> {
  const res = await request.put('/api/admin/ui-configurations', { headers: { Authorization: admin }, data: entries });
  if (res.status() !== 200) throw new Error(`saving the shell failed: ${res.status()} ${await res.text()}`);
}

/** A page layout (home, products, …) as served to shoppers. */
export async function readPage(request: APIRequestContext, page: string): Promise<Entry[]> {
  const res = await request.get(`/api/website/ui-configurations/website-page/${page}`, { headers: { Authorization: storefront } });
  const body: { data: Entry[] } = await res.json();
  return body.data.map(({ section_name, visibility, other_configration }) => ({ section_name, visibility, other_configration }));
}

export async function savePage(request: APIRequestContext, page: string, entries: Entry[]): Promise<void> {
  const res = await request.put(`/api/admin/ui-configurations/website-page/${page}`, { headers: { Authorization: admin }, data: entries });
  if (res.status() !== 200) throw new Error(`saving the ${page} page failed: ${res.status()} ${await res.text()}`);
}
