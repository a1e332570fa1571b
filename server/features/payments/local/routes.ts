import { Hono, type Context } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import * as z from 'zod/mini';
import { limitBody } from '../../../http/body-limit';
import { GatewayRefusal } from '../gateway';
import { localCheckoutScript } from './checkout-script';
import type { LocalGateway } from './gateway';
import type { Instrument } from './test-instruments';

const createOrderSchema = z.object({
  amount: z.int().check(z.gte(100), z.lte(2_147_483_647)),
  currency: z.literal('INR'),
  receipt: z.string().check(z.maxLength(40)),
  notes: z._default(z.record(z.string(), z.string()), {}),
});

const refundSchema = z.object({
  amount: z.int().check(z.gte(1), z.lte(2_147_483_647)),
  speed: z.optional(z.enum(['normal', 'optimum'])),
  notes: z._default(z.record(z.string(), z.string()), {}),
});

const paymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), order_id: z.string(), key_id: z.string(), card_number: z.string().check(z.maxLength(30)) }),
  z.object({ method: z.literal('upi'), order_id: z.string(), key_id: z.string(), vpa: z.string().check(z.maxLength(100)) }),
]);

/** Razorpay answers API mistakes with this shape and 400. */
function badRequest(c: Context, description: string): Response {
  return c.json({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {} } }, 400);
}

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json<unknown>();
  } catch {
    return undefined;
  }
}

/**
 * The local gateway's HTTP side, mounted at gateway.baseUrl ('/gateway'):
 * Razorpay's Orders and Refunds APIs (key id and secret as basic auth), the checkout
 * script the browser loads, and the call its Pay button makes.
 */
export function localGatewayRoutes(gateway: LocalGateway): Hono {
  const app = new Hono();
  const script = localCheckoutScript(gateway.baseUrl);
  const apiAuth = basicAuth({ verifyUser: (username, password) => gateway.acceptsApiKey(username, password) });

  app.post('/v1/orders', apiAuth, limitBody(8), async (c) => {
    const parsed = createOrderSchema.safeParse(await readJson(c));
    if (!parsed.success) return badRequest(c, 'amount (at least 100 paise), currency INR and receipt are required');
    const created = await gateway.createOrder({ amountPaise: parsed.data.amount, receipt: parsed.data.receipt, notes: parsed.data.notes });
    return c.json(gateway.findOrder(created.id));
  });

  app.get('/v1/orders/:id', apiAuth, (c) => {
    const order = gateway.findOrder(c.req.param('id'));
    return order ? c.json(order) : badRequest(c, 'The id provided does not exist');
  });

  app.post('/v1/payments/:id/refund', apiAuth, limitBody(8), async (c) => {
    const parsed = refundSchema.safeParse(await readJson(c));
    if (!parsed.success) return badRequest(c, 'The amount (in paise) is required');
    try {
      return c.json(await gateway.refund(c.req.param('id'), parsed.data.amount, parsed.data.notes));
    } catch (error) {
      if (error instanceof GatewayRefusal) return badRequest(c, error.message);
      throw error;
    }
  });

  app.get('/checkout.js', (c) => {
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(script);
  });

  // The browser calls this with the public key only, as Razorpay's checkout does.
  app.post('/v1/payments', limitBody(8), async (c) => {
    const parsed = paymentSchema.safeParse(await readJson(c));
    if (!parsed.success) return badRequest(c, 'order_id, key_id and a card number or UPI ID are required');
    const body = parsed.data;
    const instrument: Instrument = body.method === 'card' ? { method: 'card', cardNumber: body.card_number } : { method: 'upi', vpa: body.vpa };
    const result = await gateway.pay({ orderId: body.order_id, keyId: body.key_id, instrument });
    c.header('Cache-Control', 'no-store');
    if (result.ok) return c.json(result.response);
    return c.json({ error: result.error }, result.status);
  });

  return app;
}
