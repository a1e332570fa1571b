/**
 * The last English-only e-mails a shopper gets, in the language of the page
 * they asked from (issue 22): the back-in-stock e-mail, a support ticket's
 * acknowledgement and support's replies, and a gift card's code and PIN (and
 * its resend). A request without a locale (an older client) reads exactly as
 * these e-mails always did.
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDeskPaths } from '../../schemas/api/customer-desk';
import { envelopeSchema } from '../../schemas/api/envelope';
import { giftCardPaths, placedGiftCardOrderSchema } from '../../schemas/api/gift-cards';
import { stockAlertPaths } from '../../schemas/api/stock-alerts';
import { createdTicketSchema, supportPaths, type TicketForm } from '../../schemas/api/support';
import { readSetting } from '../../server/features/config/settings';
import { giftCardRoutes } from '../../server/features/gift-cards/routes';
import { sessionIdentify } from '../../server/features/identity/sessions';
import { dispatchStockAlerts } from '../../server/features/stock-alerts/dispatcher';
import type { MailMessage } from '../../server/mail/mailer';
import { insertCheckoutFixtures, P, refusalSchema } from './checkout-fixtures';
import { formBody } from './cart-client';
import { ADMIN_CREDENTIAL, createTestServer, databaseKind, json, STOREFRONT_CREDENTIAL, storefrontAuth, type TestServer } from './harness';
import { createBench, KEYS, newShopper as newBuyer, type Bench, type Shopper as Buyer } from './payments-fixtures';
import { studioSession, type Studio } from './studio-client';
import { call, newShopper, type Shopper } from './support-fixtures';

let t: TestServer;
let brand = '';
let studio: Studio;
let bench: Bench;
const SHOP_URL = 'https://shop.example.in';

beforeAll(async () => {
  t = await createTestServer();
  await insertCheckoutFixtures(t.db);
  brand = (await readSetting(t.db, 'theme')).brand_name;
  studio = await studioSession(t.app);
  // The gift card routes on the payments bench, so the local gateway confirms their payments.
  bench = createBench(t);
  const credentials = { storefront: STOREFRONT_CREDENTIAL, admin: ADMIN_CREDENTIAL };
  bench.app.route('/api', giftCardRoutes({ db: t.db, credentials, identify: sessionIdentify(t.db), gateway: bench.gateway, production: false, mapTileUrl: '', mailer: t.outbox }));
});
afterAll(async () => {
  await t?.close();
});

const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.in`;

function onlyMailTo(email: string): MailMessage {
  const mails = t.outbox.messages().filter((m) => m.to === email);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

function latestMailTo(email: string): MailMessage {
  const mail = t.outbox.latestTo(email);
  if (!mail) throw new Error(`nothing e-mailed to ${email}`);
  return mail;
}

/* Back in stock */

const HINDI_TITLE = 'चेकआउट लास्ट स्पीकर';

function askForAlert(email: string, locale: string | undefined) {
  const fields: Record<string, string> = { product_id: String(P.lastOne.id), email, ...(locale === undefined ? {} : { locale }) };
  return t.app.request(`/api/${stockAlertPaths.alerts}`, { method: 'POST', headers: { ...storefrontAuth, Cookie: `vitrine_sid=${randomUUID()}` }, body: formBody(fields) });
}

describe(`back-in-stock e-mails in the request's language (${databaseKind})`, () => {
  it('stores the page’s locale with the request, English when none is sent, and refuses one the shop does not speak', async () => {
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', P.lastOne.id).execute();
    const hindi = address('alert-kept-hi');
    const older = address('alert-kept-none');
    expect((await askForAlert(hindi, 'hi-IN')).status).toBe(201);
    expect((await askForAlert(older, undefined)).status).toBe(201);
    const rows = await t.db.selectFrom('stock_alerts').select(['email', 'locale']).where('email', 'in', [hindi, older]).execute();
    expect(Object.fromEntries(rows.map((r) => [r.email, r.locale]))).toEqual({ [hindi]: 'hi-IN', [older]: 'en-IN' });

    const refused = await askForAlert(address('alert-fr'), 'fr-FR');
    expect(refused.status).toBe(400);
    expect(refusalSchema.parse(await json(refused)).message).toContain('locale');
    // Sent out so the next test's pass e-mails only its own requests.
    await t.db.updateTable('stock_alerts').set({ status: 'cancelled' }).where('email', 'in', [hindi, older]).execute();
  });

  it('e-mails a Hindi request in Hindi, with the Hindi title and the Hindi product page, and an English one exactly as before', async () => {
    await t.db
      .updateTable('products')
      .set({ stock: 0, translations: JSON.stringify({ 'hi-IN': { title: HINDI_TITLE, description: 'हिन्दी विवरण' } }) })
      .where('id', '=', P.lastOne.id)
      .execute();
    const hindi = address('alert-hi');
    const english = address('alert-en');
    expect((await askForAlert(hindi, 'hi-IN')).status).toBe(201);
    expect((await askForAlert(english, 'en-IN')).status).toBe(201);

    await t.db.updateTable('products').set({ stock: 4 }).where('id', '=', P.lastOne.id).execute();
    expect(await dispatchStockAlerts({ db: t.db, mailer: t.outbox, shopUrl: SHOP_URL })).toBe(2);
    const { slug } = await t.db.selectFrom('products').select('slug').where('id', '=', P.lastOne.id).executeTakeFirstOrThrow();

    const inHindi = onlyMailTo(hindi);
    expect(inHindi.subject).toBe(`फिर से स्टॉक में: ${HINDI_TITLE}`);
    expect(inHindi.text).toBe(
      [
        'नमस्ते,',
        '',
        `अच्छी ख़बर: ${HINDI_TITLE} ${brand} पर फिर से स्टॉक में है।`,
        '',
        'कीमत: ₹1,499.00 (MRP ₹1,999.00)',
        `यहाँ ख़रीदें: ${SHOP_URL}/hi/product/${P.lastOne.id}/${slug}`,
        '',
        'स्टॉक सीमित है और हम इसे आपके लिए रोककर नहीं रख सकते, इसलिए यह फिर से ख़त्म हो सकता है।',
        'आपने कहा था कि इसके वापस आने पर हम आपको बताएँ: इसके बारे में हम बस यही एक ई-मेल भेजते हैं।',
        '',
        brand,
      ].join('\n'),
    );

    const inEnglish = onlyMailTo(english);
    expect(inEnglish.subject).toBe(`Back in stock: ${P.lastOne.title}`);
    expect(inEnglish.text).toBe(
      [
        'Hello,',
        '',
        `Good news: ${P.lastOne.title} is back in stock at ${brand}.`,
        '',
        'Price: ₹1,499.00 (MRP ₹1,999.00)',
        `Buy it here: ${SHOP_URL}/product/${P.lastOne.id}/${slug}`,
        '',
        'Stock is limited and we cannot hold it for you, so it may sell out again.',
        'You asked us to tell you when it was back: this is the only e-mail we send about it.',
        '',
        brand,
      ].join('\n'),
    );
  });
});

/* Support tickets */

const TICKET: TicketForm = {
  name: 'Rohan Deshpande',
  email: 'unused@example.in',
  mobile: '9823012345',
  topic: 'order',
  subject: 'लैपटॉप अभी तक नहीं आया',
  message: 'मेरा ऑर्डर सोमवार को आना था।',
};

async function raise(who: Shopper | null, fields: Partial<TicketForm>): Promise<{ number: string; id: number }> {
  const res = await call(t.app, who, 'POST', supportPaths.tickets, { ...TICKET, ...fields, user_id: who?.id ?? 0, source: who ? 'support' : 'contact' });
  expect(res.status).toBe(201);
  const number = envelopeSchema(createdTicketSchema).parse(await json(res)).data.ticket_number;
  const row = await t.db.selectFrom('support_tickets').select('id').where('ticket_number', '=', number).executeTakeFirstOrThrow();
  return { number, id: row.id };
}

async function staffReply(id: number, body: string, close = false): Promise<void> {
  const res = await studio.call('POST', customerDeskPaths.replies(id), { body, close });
  expect(res.status).toBe(200);
}

describe(`support e-mails in the ticket's language (${databaseKind})`, () => {
  it('acknowledges a ticket from a Hindi page in Hindi, what the shopper wrote as written', async () => {
    const email = address('ticket-hi');
    const { number, id } = await raise(null, { email, locale: 'hi-IN' });
    expect((await t.db.selectFrom('support_tickets').select('locale').where('id', '=', id).executeTakeFirstOrThrow()).locale).toBe('hi-IN');
    const mail = onlyMailTo(email);
    expect(mail.subject).toBe(`[${number}] हमें आपका अनुरोध मिल गया है: ${TICKET.subject}`);
    expect(mail.text).toBe(
      [
        'नमस्ते Rohan Deshpande,',
        '',
        `${brand} को लिखने के लिए धन्यवाद। हमें आपका अनुरोध मिल गया है और हमारी सपोर्ट टीम एक कामकाजी दिन के भीतर जवाब देगी।`,
        '',
        `टिकट नंबर: ${number}`,
        'विषय: कोई ऑर्डर',
        `विषय-पंक्ति: ${TICKET.subject}`,
        '',
        'आपका मैसेज:',
        TICKET.message,
        '',
        'इस बारे में हमें दोबारा लिखें तो कृपया टिकट नंबर ज़रूर बताएँ।',
        '',
        `${brand} कस्टमर सपोर्ट`,
      ].join('\n'),
    );
  });

  it('e-mails support’s reply to a Hindi guest ticket in Hindi, the staff member’s words as written, linking the Hindi contact page', async () => {
    const email = address('reply-hi');
    const { number, id } = await raise(null, { email, locale: 'hi-IN' });
    await staffReply(id, 'Your laptop reaches you on Thursday.');
    const mail = latestMailTo(email);
    expect(mail.subject).toBe(`[${number}] ${brand} सपोर्ट का जवाब: ${TICKET.subject}`);
    expect(mail.text).toBe(
      [
        'नमस्ते Rohan Deshpande,',
        '',
        `हमारी सपोर्ट टीम ने आपके टिकट ${number} ("${TICKET.subject}") का जवाब दिया है:`,
        '',
        'Your laptop reaches you on Thursday.',
        '',
        'जवाब लिखने के लिए http://localhost/hi/contact पर जाएँ और टिकट नंबर बताएँ।',
        '',
        `${brand} कस्टमर सपोर्ट`,
      ].join('\n'),
    );
  });

  it('speaks the language the shopper last wrote from: an English ticket answered from a Hindi page gets Hindi replies, closing included', async () => {
    const shopper = await newShopper(t, 'Rohan');
    const email = address('reply-switch');
    const { number, id } = await raise(shopper, { email, subject: 'Laptop not delivered yet', message: 'It was due on Monday.' });
    expect(onlyMailTo(email).subject).toBe(`[${number}] We received your request: Laptop not delivered yet`);

    await staffReply(id, 'It left Pune today.');
    expect(latestMailTo(email).text.split('\n').slice(0, 3)).toEqual(['Hello Rohan Deshpande,', '', `Our support team has replied to your ticket ${number} ("Laptop not delivered yet"):`]);

    const written = await call(t.app, shopper, 'POST', supportPaths.messages(number), { user_id: shopper.id, message: 'धन्यवाद, पर अभी तक नहीं आया।', locale: 'hi-IN' });
    expect(written.status).toBe(200);
    await staffReply(id, 'Delivered this morning; closing the ticket.', true);
    const closed = latestMailTo(email);
    expect(closed.subject).toBe(`[${number}] ${brand} सपोर्ट का जवाब: Laptop not delivered yet`);
    expect(closed.text.split('\n')).toContain('हमने यह टिकट बंद कर दिया है। और कुछ चाहिए तो http://localhost/hi/customer-support पर नया टिकट बनाएँ');
  });

  it('writes an English ticket’s e-mails exactly as before', async () => {
    const shopper = await newShopper(t, 'Lata');
    const email = address('ticket-en');
    const { number, id } = await raise(shopper, { email, name: 'Lata Iyer', topic: 'payment', subject: 'Refund not received', message: 'Cancelled on Friday.', locale: 'en-IN' });
    const acknowledged = onlyMailTo(email);
    expect(acknowledged.subject).toBe(`[${number}] We received your request: Refund not received`);
    expect(acknowledged.text).toBe(
      [
        'Hello Lata Iyer,',
        '',
        `Thank you for writing to ${brand}. We have received your request and our support team will reply within one working day.`,
        '',
        `Ticket number: ${number}`,
        'Topic: A payment',
        'Subject: Refund not received',
        '',
        'Your message:',
        'Cancelled on Friday.',
        '',
        'Please quote the ticket number if you write to us again about this.',
        '',
        `${brand} customer support`,
      ].join('\n'),
    );
    await staffReply(id, 'The refund reached your bank today.');
    const replied = latestMailTo(email);
    expect(replied.subject).toBe(`[${number}] Reply from ${brand} support: Refund not received`);
    expect(replied.text).toBe(
      [
        'Hello Lata Iyer,',
        '',
        `Our support team has replied to your ticket ${number} ("Refund not received"):`,
        '',
        'The refund reached your bank today.',
        '',
        'To read the whole conversation or reply, sign in at http://localhost/customer-support',
        '',
        `${brand} customer support`,
      ].join('\n'),
    );
  });
});

/* Gift cards */

function benchPost(buyer: Buyer, path: string, fields: Record<string, string | number>): Promise<Response> {
  return Promise.resolve(bench.app.request(`/api/${path}`, { method: 'POST', headers: { ...storefrontAuth, Cookie: buyer.cookie }, body: formBody(fields) }));
}

const placedSchema = envelopeSchema(placedGiftCardOrderSchema);
/** What the local gateway's card answers: the callback's signed fields. */
const signedSchema = z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() });

/** Buys a ₹1,000 card from a page in `locale` (none: an older client) and pays it with the local gateway's card; answers the recipient's address and the order. */
async function giveCard(buyer: Buyer, locale: string | undefined): Promise<{ email: string; orderId: number }> {
  const designs = await t.db.selectFrom('gift_card_designs').select('id').orderBy('position').limit(1).executeTakeFirstOrThrow();
  const email = address('friend');
  const placed = await benchPost(buyer, giftCardPaths.orders, {
    user_id: buyer.userId,
    design_id: designs.id,
    amount_paise: 1_000_00,
    recipient_name: 'Meera',
    recipient_email: email,
    message: 'Happy Diwali!',
    idempotency_key: randomUUID(),
    ...(locale === undefined ? {} : { locale }),
  });
  expect(placed.status).toBe(200);
  const { order, payment } = placedSchema.parse(await json(placed)).data;
  const card = await bench.app.request('/gateway/v1/payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key_id: KEYS.keyId, order_id: payment.gateway_order_id, method: 'card', card_number: '4111 1111 1111 1111' }),
  });
  expect(card.status).toBe(200);
  const signed = signedSchema.parse(await json(card));
  const verified = await benchPost(buyer, giftCardPaths.verifyPayment, { user_id: buyer.userId, order_id: order.id, ...signed });
  expect(verified.status).toBe(200);
  return { email, orderId: order.id };
}

const CODE = /^(?:कोड|Code): ([A-Z0-9]{4}(?:-[A-Z0-9]{4}){3})$/m;
const PIN = /^PIN: ([0-9]{6})$/m;

describe(`gift card e-mails in the buyer's language (${databaseKind})`, () => {
  it('keeps the buyer’s page’s locale on the order, English when none is sent', async () => {
    const buyer = await newBuyer(t);
    const hindi = await giveCard(buyer, 'hi-IN');
    const older = await giveCard(buyer, undefined);
    const rows = await t.db.selectFrom('gift_card_orders').select(['id', 'locale']).where('id', 'in', [hindi.orderId, older.orderId]).orderBy('id').execute();
    expect(rows.map((r) => r.locale)).toEqual(['hi-IN', 'en-IN']);
  });

  it('sends the code and PIN of a card bought from a Hindi page in Hindi, the buyer’s message as written, and its resend too', async () => {
    const buyer = await newBuyer(t);
    const { email, orderId } = await giveCard(buyer, 'hi-IN');
    const mail = onlyMailTo(email);
    const code = CODE.exec(mail.text)?.[1] ?? '';
    const pin = PIN.exec(mail.text)?.[1] ?? '';
    expect(mail.subject).toBe(`आपको ₹1,000.00 का ${brand} गिफ़्ट कार्ड मिला है`);
    expect(mail.text).toBe(
      [
        'प्रिय Meera,',
        '',
        `Asha Rao ने आपको ₹1,000.00 का ${brand} गिफ़्ट कार्ड भेजा है।`,
        '',
        '"Happy Diwali!"',
        '',
        `कोड: ${code}`,
        `PIN: ${pin}`,
        '',
        'इसे मेरा खाता → गिफ़्ट कार्ड जोड़ें में जाकर अपने वॉलेट में जोड़ें। कोड और PIN किसी को न बताएँ: जिसके पास दोनों हों, वह कार्ड एक बार इस्तेमाल कर सकता है।',
      ].join('\n'),
    );

    const resent = await benchPost(buyer, giftCardPaths.resend(orderId), { user_id: buyer.userId });
    expect(resent.status).toBe(200);
    const again = latestMailTo(email);
    expect(again.subject).toBe(`आपको ₹1,000.00 का ${brand} गिफ़्ट कार्ड मिला है`);
    expect(again.text.split('\n').slice(0, 3)).toEqual(['प्रिय Meera,', '', `Asha Rao ने आपको ₹1,000.00 का ${brand} गिफ़्ट कार्ड भेजा है।`]);
    expect(CODE.exec(again.text)?.[1]).not.toBe(code);
  });

  it('sends an English card’s e-mail exactly as before', async () => {
    const buyer = await newBuyer(t);
    const { email } = await giveCard(buyer, 'en-IN');
    const mail = onlyMailTo(email);
    const code = CODE.exec(mail.text)?.[1] ?? '';
    const pin = PIN.exec(mail.text)?.[1] ?? '';
    expect(code).not.toBe('');
    expect(mail.subject).toBe(`You have received a ₹1,000 ${brand} gift card`);
    expect(mail.text).toBe(
      [
        'Dear Meera,',
        '',
        `Asha Rao has sent you a ${brand} gift card worth ₹1,000.`,
        '',
        '"Happy Diwali!"',
        '',
        `Code: ${code}`,
        `PIN: ${pin}`,
        '',
        'Add it to your wallet under Account → Add gift card. Keep the code and PIN private: anyone who has both can use the card once.',
      ].join('\n'),
    );
  });
});
