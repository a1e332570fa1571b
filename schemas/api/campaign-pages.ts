import * as z from 'zod/mini';
import { imageSrcSchema, orNone, shopPathSchema } from '../links';
import { SLUG_PATTERN } from '../slug';
import { uiConfigListSchema } from '../ui-config/entry';
import { audienceSchema } from '../ui-config/audience';

/**
 * Campaign pages (issue 19 §1): landing pages at /p/{slug} that merchandisers
 * make in the studio from registry sections. Each is one configuration
 * document under the key `page:{slug}`, drafted, published, scheduled and
 * rolled back like every other.
 */

export const CAMPAIGN_SLUG_MAX = 60;
export const campaignSlugSchema = z.string().check(
  z.maxLength(CAMPAIGN_SLUG_MAX, `at most ${CAMPAIGN_SLUG_MAX} characters`),
  z.regex(SLUG_PATTERN, 'lower-case letters, digits and single hyphens, like diwali-sale'),
);

export const CAMPAIGN_PATH_PREFIX = '/p/';
export const campaignPath = (slug: string): string => `${CAMPAIGN_PATH_PREFIX}${slug}`;

const isoInstant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), 'a date and time, like 2026-10-20T00:00:00+05:30'));

/** Everything about the page but its sections: what the studio's page settings form edits. */
export const campaignSettingsSchema = z.strictObject({
  /** The heading of the share card and the tab's title. */
  title: z.string().check(z.trim(), z.minLength(1, 'Give the page a title'), z.maxLength(90, 'at most 90 characters')),
  /** The meta description search engines and share cards show. */
  description: z._default(z.string().check(z.trim(), z.maxLength(200, 'at most 200 characters')), ''),
  share_image: z._default(orNone(imageSrcSchema), ''),
  /** null: live as soon as it is published. */
  starts_at: z._default(z.nullable(isoInstant), null),
  /** null: live until a later version sets an end. */
  ends_at: z._default(z.nullable(isoInstant), null),
  /** Where the address sends shoppers after the end (302); '' shows 'Page Not Found'. */
  after_end: z._default(orNone(shopPathSchema), '/'),
  /** Who may open the page; anyone else gets 'Page Not Found', as if it did not exist (an offer for one state, say). */
  audience: z.optional(audienceSchema),
});
export type CampaignSettings = z.output<typeof campaignSettingsSchema>;

export const campaignDocumentSchema = z.extend(campaignSettingsSchema, {
  sections: uiConfigListSchema,
});
export type CampaignDocument = z.output<typeof campaignDocumentSchema>;

/** A new page's settings: a merchandiser gives it a title and a slug, the rest they change later. */
export function newCampaignDocument(title: string): CampaignDocument {
  return { title, description: '', share_image: '', starts_at: null, ends_at: null, after_end: '/', sections: [] };
}

export type CampaignState = 'scheduled' | 'live' | 'ended';

/** Where a published page stands at `now`: the window is checked on every request, so no job has to run at the start or the end. */
export function campaignState(page: Pick<CampaignSettings, 'starts_at' | 'ends_at'>, now: Date): CampaignState {
  const at = now.getTime();
  if (page.ends_at !== null && Date.parse(page.ends_at) <= at) return 'ended';
  if (page.starts_at !== null && Date.parse(page.starts_at) > at) return 'scheduled';
  return 'live';
}

/** A live page as the storefront renders it. */
export const campaignPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  share_image: z.string(),
  ends_at: z.nullable(z.string()),
  sections: uiConfigListSchema,
});
export type CampaignPage = z.output<typeof campaignPageSchema>;

export function campaignPageFromDocument(slug: string, page: CampaignDocument): CampaignPage {
  return { slug, title: page.title, description: page.description, share_image: page.share_image, ends_at: page.ends_at, sections: page.sections };
}

/** The read's answer: the page, or where it went after its end (the storefront follows it, as the server's 302 does). */
export const campaignReadSchema = z.union([
  z.object({ state: z.literal('live'), page: campaignPageSchema }),
  z.object({ state: z.literal('ended'), redirect_to: z.string() }),
]);
export type CampaignRead = z.output<typeof campaignReadSchema>;

/** One row of the studio's and the link picker's list of pages. */
export const campaignSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  state: z.enum(['draft', 'scheduled', 'live', 'ended']),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
});
export type CampaignSummary = z.output<typeof campaignSummarySchema>;

export const campaignPaths = {
  page: (slug: string) => `website/pages/${slug}`,
  studioList: 'admin/studio/campaign-pages',
} as const;
