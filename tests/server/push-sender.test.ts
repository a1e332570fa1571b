import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushSender } from '../../server/features/push/create-sender';
import { loggingSender } from '../../server/features/push/logging-sender';
import { notifyOrderUpdate, orderUpdateMessage } from '../../server/features/push/notify-order';
import type { PushSender } from '../../server/features/push/sender';
import { upsertPushToken } from '../../server/features/push/tokens';
import { createTestServer, databaseKind, type TestServer } from './harness';
import { insertOrder, insertOrderCatalogue, newShopper } from './order-fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  await insertOrderCatalogue(t.db);
});
afterAll(async () => {
  await t.close();
});

describe(`push sending (${databaseKind})`, () => {
  it("LoggingSender prints one line per device of that user, and nobody else's", async () => {
    const shopper = await newShopper(t.db);
    const stranger = await newShopper(t.db);
    await upsertPushToken(t.db, 'local-aaaaaaaa-phone-0001', 'push-session-0001', shopper.id);
    await upsertPushToken(t.db, 'local-bbbbbbbb-laptop-001', 'push-session-0002', shopper.id);
    await upsertPushToken(t.db, 'local-cccccccc-stranger01', 'push-session-0003', stranger.id);
    const lines: string[] = [];
    const sent = await loggingSender(t.db, (l) => lines.push(l)).send(shopper.id, { title: 'Hello', body: 'World', url: '/orders' });
    expect(sent).toBe(2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain(`[push] user ${shopper.id}`);
    expect(lines.join('\n')).toContain('Hello — World (/orders)');
    expect(lines.join('\n')).not.toContain('stranger');
  });

  it('logs locally and for demo- projects, even in production mode', async () => {
    const shopper = await newShopper(t.db);
    await upsertPushToken(t.db, 'local-dddddddd-choose-001', 'push-session-0004', shopper.id);
    for (const options of [{ production: false, projectId: 'vitrine-prod' }, { production: true, projectId: 'demo-vitrine' }]) {
      const lines: string[] = [];
      expect(await createPushSender(t.db, { ...options, log: (l) => lines.push(l) }).send(shopper.id, { title: 'T', body: 'B', url: '/' })).toBe(1);
      expect(lines).toHaveLength(1);
    }
  });

  it('notifyOrderUpdate sends the status to the order owner with a link to the order', async () => {
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id, status: 'shipped' });
    const calls: { userId: number; title: string; url: string }[] = [];
    const sender: PushSender = {
      send: (userId, m) => {
        calls.push({ userId, title: m.title, url: m.url });
        return Promise.resolve(1);
      },
    };
    expect(await notifyOrderUpdate({ db: t.db, pushSender: sender }, order.id, 'shipped')).toBe(1);
    expect(calls).toEqual([{ userId: shopper.id, title: `Order ${order.orderNumber}: Shipped`, url: `/order/${order.id}` }]);
    expect(orderUpdateMessage(order.id, order.orderNumber, 'delivered').body).toMatch(/delivered/);
  });

  it('never fails the caller: a missing order sends nothing and a broken sender is logged', async () => {
    const never: PushSender = { send: () => Promise.reject(new Error('FCM down')) };
    expect(await notifyOrderUpdate({ db: t.db, pushSender: never }, 2_000_000_000, 'placed')).toBe(0);
    const shopper = await newShopper(t.db);
    const order = await insertOrder(t.db, { userId: shopper.id });
    const errors: string[] = [];
    const result = await notifyOrderUpdate({ db: t.db, pushSender: never, logError: (m) => errors.push(m) }, order.id, 'confirmed');
    expect(result).toBe(0);
    expect(errors).toEqual([`Push for order ${order.id} (confirmed) was not sent`]);
  });
});
