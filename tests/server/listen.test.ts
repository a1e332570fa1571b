import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../schemas/api/envelope';
import { themeConfigSchema } from '../../schemas/api/shop-config';
import { startServer, type RunningServer } from '../../server/app';
import { createTestServer, storefrontAuth, type TestServer } from './harness';

let t: TestServer;
let running: RunningServer;
beforeAll(async () => {
  t = await createTestServer();
  running = await startServer({ app: t.app, port: 0, hostname: '127.0.0.1' });
});
afterAll(async () => {
  await running.close();
  await t.close();
});

describe('listening server', () => {
  it('answers real HTTP on an ephemeral port', async () => {
    expect(running.port).toBeGreaterThan(0);
    const base = `http://127.0.0.1:${running.port}`;
    const api = await fetch(`${base}/api/website/theme-config`, { headers: storefrontAuth });
    expect(api.status).toBe(200);
    expect(envelopeSchema(themeConfigSchema).parse(await api.json()).data.brand_name).toBe('Circuit Bazaar');

    // fetch asks for gzip; the body must still decode.
    const page = await fetch(`${base}/wishlist`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="vitrine-bootstrap"');

    const refused = await fetch(`${base}/api/website/theme-config`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBeNull();
    expect(await refused.json()).toMatchObject({ status: false, error: 'Authentication required' });
  });

  it('reports a port already in use as a rejected promise', async () => {
    await expect(startServer({ app: t.app, port: running.port, hostname: '127.0.0.1' })).rejects.toThrow(/EADDRINUSE/);
  });
});
