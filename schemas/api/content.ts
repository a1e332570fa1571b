import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';

/** The FAQ (/faq) and the policy pages (/policy/{id}/{slug_name}), served from the database. */

export const contentPaths = {
  faqs: 'website/faqs',
  policies: 'website/policies',
  policy: (id: number) => `website/policies/${id}`,
} as const;

export const POLICY_NOT_FOUND = 'This policy does not exist';

/** GET website/faqs?q=: every word of q must appear in the question or the answer. */
export const faqQuerySchema = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(100, 'q: at most 100 characters')), ''),
});

export const faqSchema = z.object({ id: z.int(), question: z.string(), answer: z.string() });
export type Faq = z.output<typeof faqSchema>;
export const faqCategorySchema = z.object({ category: z.string(), faqs: z.array(faqSchema) });
export type FaqCategory = z.output<typeof faqCategorySchema>;
export const faqListSchema = z.array(faqCategorySchema);

export const policyIdSchema = z.object({ id: wholeNumber('id', 1, MAX_INT4) });

export const policySummarySchema = z.object({ id: z.int(), slug: z.string(), title: z.string() });
export type PolicySummary = z.output<typeof policySummarySchema>;
export const policyListSchema = z.array(policySummarySchema);

/** A policy's body: plain text blocks, never HTML. A plain union: the literal kinds decide, and zod's shared core stays smaller. */
export const policyBlockSchema = z.union([
  z.object({ kind: z.literal('heading'), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
]);
export type PolicyBlock = z.output<typeof policyBlockSchema>;
export const policyBlocksSchema = z.array(policyBlockSchema);

export const policySchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  body: policyBlocksSchema,
  updated_at: z.string(),
});
export type Policy = z.output<typeof policySchema>;

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules, 2020
 * (rule 4(4)) require an e-commerce entity to name on its platform, with the
 * time limits of rule 4(5): acknowledge within 48 hours, resolve within one month.
 */
export const GRIEVANCE_OFFICER = {
  name: 'Meera Kulkarni',
  designation: 'Grievance Officer',
  email: 'grievance@circuitbazaar.in',
  phone: '020 4860 1122',
  address: 'Circuit Bazaar, Shop 12, Sai Plaza, Sinhagad Road, Anand Nagar, Pune, Maharashtra 411051',
  hours: 'Monday to Saturday, 10 am to 6 pm',
  acknowledgement: 'We acknowledge every complaint within 48 hours of receiving it.',
  resolution: 'We resolve every complaint within one month of receiving it.',
} as const;
