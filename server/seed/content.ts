import { sql, type Kysely, type Transaction } from 'kysely';
import { GRIEVANCE_OFFICER, type PolicyBlock } from '../../schemas/api/content';
import type { Database } from '../db/types';
import { jsonb } from '../features/config/settings';

type Db = Kysely<Database> | Transaction<Database>;

/** The demo shop's FAQ: what shoppers of an Indian electronics store actually ask. */
export const demoFaqs: { category: string; question: string; answer: string }[] = [
  {
    category: 'Orders',
    question: 'How do I track my order?',
    answer:
      'Open My orders and choose the order: every step, from packed to delivered, is shown with its date. Once the order ships you also see the courier and the AWB number, and we send you an SMS and e-mail with the tracking link.',
  },
  {
    category: 'Orders',
    question: 'Can I cancel an order after placing it?',
    answer:
      'Yes, until it is shipped. Open the order in My orders and choose Cancel order. Prepaid orders are refunded to the original payment method within 5 to 7 working days; wallet and gift card amounts go back to your wallet at once.',
  },
  {
    category: 'Orders',
    question: 'Can I change the delivery address after ordering?',
    answer:
      'The address cannot be changed once an order is confirmed, because the invoice and the courier label carry it. If the order has not shipped, cancel it and place it again with the right address, or raise a support ticket and we will help.',
  },
  {
    category: 'Delivery',
    question: 'How long does delivery take?',
    answer:
      'Metro cities usually get their order in 2 to 4 working days, the rest of India in 4 to 7 working days. The checkout shows the expected date for your PIN code before you pay.',
  },
  {
    category: 'Delivery',
    question: 'Do you deliver to my PIN code?',
    answer:
      'We deliver to over 19,000 PIN codes through our courier partners. Enter your PIN code when adding an address: we tell you at once if we deliver there.',
  },
  {
    category: 'Delivery',
    question: 'Is there a delivery charge?',
    answer:
      'Delivery is free on orders of ₹499 and above. Smaller orders carry a flat ₹49 delivery fee, shown at checkout before you pay.',
  },
  {
    category: 'Payments',
    question: 'Which payment methods do you accept?',
    answer:
      'UPI (Google Pay, PhonePe, Paytm and others), credit and debit cards (Visa, Mastercard, RuPay), net banking, EMI, your wallet balance, and cash on delivery on eligible orders.',
  },
  {
    category: 'Payments',
    question: 'Is cash on delivery available?',
    answer:
      'Cash on delivery is available on orders up to ₹50,000 to most PIN codes. Please keep the exact amount ready; our delivery partners also accept UPI at the door in most cities.',
  },
  {
    category: 'Payments',
    question: 'Can I buy on EMI?',
    answer:
      'Yes. Credit card EMI from major banks is available on orders above ₹3,000, for 3 to 24 months. No-cost EMI offers, where shown on a product, cover the interest as an upfront discount.',
  },
  {
    category: 'Payments',
    question: 'My money was debited but the order failed. What now?',
    answer:
      'Do not worry: if the payment reached us, the order is confirmed within a few minutes. Otherwise your bank reverses the debit automatically, usually within 5 to 7 working days. Raise a support ticket with the UPI or bank reference if it takes longer.',
  },
  {
    category: 'Returns and refunds',
    question: 'What is your return policy?',
    answer:
      'Most products can be returned or replaced within 7 days of delivery if they arrive damaged, defective or different from what you ordered. Some categories have a shorter window or allow replacement only; the product page says which.',
  },
  {
    category: 'Returns and refunds',
    question: 'How long does a refund take?',
    answer:
      'Once the returned product passes its check at our warehouse, we refund within 2 working days. Card and net banking refunds then take 5 to 7 working days to show in your account, UPI refunds 1 to 3 days, and wallet refunds are instant.',
  },
  {
    category: 'Returns and refunds',
    question: 'How are cash on delivery orders refunded?',
    answer: 'Cash on delivery refunds go to your wallet, or to a bank account or UPI ID you give us when requesting the return.',
  },
  {
    category: 'Warranty',
    question: 'Do products come with a warranty?',
    answer:
      'Every product carries the full manufacturer’s warranty, which starts on the invoice date. Keep the GST invoice: the brand’s service centre will ask for it.',
  },
  {
    category: 'Warranty',
    question: 'How do I claim warranty?',
    answer:
      'Visit or call the brand’s authorised service centre with the product and its invoice. If you need help finding one, or the brand refuses a valid claim, raise a support ticket and we will take it up with them.',
  },
  {
    category: 'GST invoice',
    question: 'Will I get a GST invoice?',
    answer:
      'Yes, every order comes with a GST invoice. Download it any time from the order page in My orders.',
  },
  {
    category: 'GST invoice',
    question: 'Can I claim input tax credit on my purchase?',
    answer:
      'Yes. Add your business name and GSTIN to the order at checkout and the invoice is issued in your business’s name, so you can claim input tax credit. The GSTIN cannot be added after the invoice is issued.',
  },
  {
    category: 'Gift cards and wallet',
    question: 'How do gift cards work?',
    answer:
      'Buy a gift card for any amount from ₹500 to ₹10,000 and we e-mail its code and PIN to the person you choose. They add it under Add a gift card, and the amount goes into their wallet, valid for 12 months.',
  },
  {
    category: 'Gift cards and wallet',
    question: 'What is the wallet and how do I use it?',
    answer:
      'Your wallet holds refunds, redeemed gift cards and referral rewards. At checkout you can pay with the wallet alone, or use it for part of the amount and pay the rest by UPI, card or net banking. Wallet money cannot be transferred to a bank account.',
  },
  {
    category: 'Account',
    question: 'How do I change my password?',
    answer:
      'Open My account and choose Change password. If you signed up with your mobile number and an OTP, you can keep signing in with OTP; no password is needed.',
  },
  {
    category: 'Account',
    question: 'How does Refer and earn work?',
    answer:
      'Share your referral code or link. Your friend gets a welcome credit in their wallet when they sign up with it, and you get a reward in your wallet once their first order is delivered.',
  },
];

const p = (text: string): PolicyBlock => ({ kind: 'paragraph', text });
const h = (text: string): PolicyBlock => ({ kind: 'heading', text });
const list = (...items: string[]): PolicyBlock => ({ kind: 'list', items });

const g = GRIEVANCE_OFFICER;
const grievance: PolicyBlock[] = [
  h('Grievance officer'),
  p(
    'As required by the Consumer Protection (E-Commerce) Rules, 2020, you can write to our grievance officer about any complaint that our customer support has not resolved to your satisfaction.',
  ),
  list(`${g.name}, ${g.designation}`, `E-mail: ${g.email}`, `Phone: ${g.phone} (${g.hours})`, `Address: ${g.address}`),
  p(`${g.acknowledgement} ${g.resolution}`),
];

/**
 * The five policy pages, with real clauses rather than placeholder text. Their
 * ids are fixed (1 to 5, in this order): the footer menu links to /policy/{id}/{slug}.
 */
export const demoPolicies: { slug: string; title: string; body: PolicyBlock[] }[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    body: [
      p('This policy explains what personal information Circuit Bazaar collects when you use our website, why, and the choices you have.'),
      h('What we collect'),
      list(
        'Your name, mobile number and e-mail address when you create an account.',
        'Delivery addresses, and the map position if you choose to pin one.',
        'Your orders, returns, wallet entries and support tickets.',
        'Payment references from our payment gateway. We never see or store your full card number, CVV or UPI PIN.',
      ),
      h('How we use it'),
      list(
        'To deliver your orders, issue GST invoices and process returns and refunds.',
        'To send order updates by SMS, e-mail and, if you allow them, push notifications.',
        'To prevent fraud and abuse of offers, gift cards and referrals.',
        'To meet our obligations under Indian law, including tax and consumer protection laws.',
      ),
      h('Who we share it with'),
      p(
        'Only with those who help us serve you: courier partners (name, address, mobile), our payment gateway, and our e-mail and SMS providers. We do not sell your personal information.',
      ),
      h('Your choices'),
      p(
        'You can update your name and addresses in My account, and turn off push notifications at any time. To have your account deleted, raise a support ticket; we keep invoices for the period tax law requires.',
      ),
      ...grievance,
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and conditions',
    body: [
      p('By using this website and placing orders you agree to these terms. Please read them with our privacy, shipping, returns and cancellation policies.'),
      h('Who we are'),
      p('Circuit Bazaar is a retailer of computers and electronics based in Pune, Maharashtra, registered under GST with GSTIN 27AAKFC4821M1Z3.'),
      h('Prices and availability'),
      list(
        'Prices are in Indian rupees and include GST. The price you pay is the one shown at checkout.',
        'Product images are for illustration; the specifications on the product page are what you buy.',
        'If a product turns out to be unavailable or wrongly priced after you order, we cancel the order and refund you in full.',
      ),
      h('Your account'),
      p('Keep your sign-in details to yourself. You are responsible for orders placed from your account; tell us at once if you think someone else has used it.'),
      h('Offers, gift cards and wallet'),
      p('Coupons and offers carry their own conditions, shown with them. Gift cards and wallet balances cannot be exchanged for cash.'),
      h('Governing law'),
      p('These terms are governed by the laws of India, and the courts of Pune have jurisdiction, without prejudice to your rights under the Consumer Protection Act, 2019.'),
      ...grievance,
    ],
  },
  {
    slug: 'shipping-and-delivery',
    title: 'Shipping and delivery',
    body: [
      h('Where we deliver'),
      p('We deliver across India to every PIN code our courier partners serve. The address form tells you at once whether we deliver to yours.'),
      h('Delivery times'),
      list(
        'Orders placed before 2 pm on working days are dispatched the same day; others the next working day.',
        'Metro cities: 2 to 4 working days after dispatch.',
        'Rest of India: 4 to 7 working days after dispatch; remote areas and the North-East may take up to 10.',
      ),
      h('Delivery charges'),
      p('Free on orders of ₹499 and above; ₹49 below that. The charge is shown at checkout before you pay.'),
      h('At delivery'),
      p(
        'Please check that the package is sealed before accepting it. If it is damaged or tampered with, refuse it or note it with the delivery partner, and tell us within 48 hours with photos.',
      ),
    ],
  },
  {
    slug: 'return-policy',
    title: 'Returns and refunds policy',
    body: [
      h('What can be returned'),
      p(
        'Products that arrive damaged, defective, or different from what you ordered can be returned or replaced within the window shown on the product page, usually 7 days from delivery.',
      ),
      list(
        'Return the product with its box, accessories, manuals and free gifts, as you received them.',
        'Software, opened consumables and products with a broken seal or a changed serial number cannot be returned, unless defective.',
        'Laptops and phones are checked by the brand for defects; a confirmed defect is replaced or refunded.',
      ),
      h('How to return'),
      p('Open the order in My orders and choose Return or Replace. We arrange the pickup from your address; there is no charge.'),
      h('Refunds'),
      list(
        'Refunds are made within 2 working days of the product passing its check at our warehouse.',
        'Prepaid orders: back to the original payment method (cards and net banking 5 to 7 working days, UPI 1 to 3).',
        'Cash on delivery orders: to your wallet, or to a bank account or UPI ID you give us.',
        'Amounts paid from the wallet or by gift card: back to the wallet at once.',
      ),
    ],
  },
  {
    slug: 'cancellation-policy',
    title: 'Cancellation policy',
    body: [
      h('Cancelling an order'),
      p('You can cancel an order, or any item in it, from My orders until it is shipped. There is no cancellation charge.'),
      h('After shipping'),
      p('Once an order has shipped it can no longer be cancelled. You may refuse the delivery, or return it under our returns policy once delivered.'),
      h('Cancellations by us'),
      p(
        'We may cancel an order if the product is out of stock, was wrongly priced, or the order looks fraudulent. We tell you by SMS and e-mail and refund the full amount.',
      ),
      h('Refund of cancelled orders'),
      p('Refunds for cancelled prepaid orders start at once and reach you within 5 to 7 working days; wallet and gift card amounts return to the wallet immediately.'),
    ],
  },
];

/** FAQs and policies for the demo shop. */
export async function seedContent(db: Db): Promise<void> {
  await db
    .insertInto('faqs')
    .values(demoFaqs.map((f, position) => ({ ...f, position })))
    .execute();
  await db
    .insertInto('policies')
    .values(demoPolicies.map((policy, i) => ({ id: i + 1, slug: policy.slug, title: policy.title, body: jsonb(policy.body) })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  // Explicit ids leave the sequence behind; a policy added later must not collide with them.
  await sql`select setval(pg_get_serial_sequence('policies', 'id'), coalesce((select max(id) from policies), 0) + 1, false)`.execute(db);
}
