import * as z from 'zod/mini';
import { int4 } from '../zod-helpers';
import { PAGE_SCOPES, type LayoutScope, type PageScope } from '../ui-config/section-names';
import { uiConfigListSchema } from '../ui-config/entry';
import { PERMISSIONS, staffRoleSchema } from './staff';
import { businessDetailsSchema, moduleListSchema, themeConfigSchema } from './shop-config';
import { campaignDocumentSchema, campaignPath, campaignSlugSchema } from './campaign-pages';
import { TARGETED_KEY_SEPARATOR, targetedDocumentSchema, targetedKeySchema, targetedParts, type TargetedKey } from './targeted-layouts';

/**
 * The layout studio's API (issue 7), shared by the studio (src/studio) and the
 * server (server/features/studio). Every configuration the storefront reads is
 * one document under a key: the eight layouts, the module switches, the theme
 * and the business details.
 */

export const SETTING_KEYS = ['modules', 'theme', 'business'] as const;
/** The configurations every shop has; campaign pages (`page:{slug}`) and targeted versions of pages (`home@{slug}`) come and go beside them. */
export const CONFIG_KEYS = [...PAGE_SCOPES, ...SETTING_KEYS] as const;
export type FixedConfigKey = (typeof CONFIG_KEYS)[number];
export type CampaignKey = `page:${string}`;
export const CAMPAIGN_KEY_PREFIX = 'page:';
export const campaignKeySchema = z.templateLiteral([CAMPAIGN_KEY_PREFIX, campaignSlugSchema]);
export const configKeySchema = z.union([z.enum(CONFIG_KEYS), campaignKeySchema, targetedKeySchema]);
export type ConfigKey = z.output<typeof configKeySchema>;
export type SettingKey = (typeof SETTING_KEYS)[number];

export function isLayoutKey(key: ConfigKey): key is PageScope {
  return (PAGE_SCOPES as readonly string[]).includes(key);
}

export function isCampaignKey(key: ConfigKey): key is CampaignKey {
  return key.startsWith(CAMPAIGN_KEY_PREFIX);
}

export function isTargetedKey(key: ConfigKey): key is TargetedKey {
  return key.includes(TARGETED_KEY_SEPARATOR);
}

/** The sections a configuration's layout may hold: a page's own, a campaign page's, a targeted version's page's; null for settings. */
export function layoutScopeOf(key: ConfigKey): LayoutScope | null {
  if (isLayoutKey(key)) return key;
  if (isCampaignKey(key)) return 'campaign';
  if (isTargetedKey(key)) return targetedParts(key).scope;
  return null;
}

export const campaignKey = (slug: string): CampaignKey => `${CAMPAIGN_KEY_PREFIX}${slug}`;
export const campaignSlugOf = (key: CampaignKey): string => key.slice(CAMPAIGN_KEY_PREFIX.length);

/** What a merchandiser calls each configuration; a campaign page by its address, a targeted version by its page. */
export function configLabel(key: ConfigKey): string {
  if (isCampaignKey(key)) return `Campaign page ${campaignPath(campaignSlugOf(key))}`;
  if (isTargetedKey(key)) {
    const { scope, slug } = targetedParts(key);
    return `${CONFIG_LABELS[scope]}, targeted version ${slug}`;
  }
  return CONFIG_LABELS[key];
}

/** What a merchandiser calls each fixed configuration. */
export const CONFIG_LABELS: Readonly<Record<FixedConfigKey, string>> = {
  shell: 'Shell (headers and footer)',
  home: 'Home page',
  products: 'Product listings',
  'products-details': 'Product page',
  cart: 'Cart',
  wishlist: 'Wishlist',
  menu: 'Menu',
  checkout: 'Checkout',
  modules: 'Modules',
  theme: 'Theme',
  business: 'Business details',
};

/** Documents by kind. Layout documents are the list the storefront is served, without ids. */
export const layoutDocumentSchema = uiConfigListSchema;
export const documentSchemas = {
  layout: layoutDocumentSchema,
  modules: moduleListSchema,
  theme: themeConfigSchema,
  business: businessDetailsSchema,
  campaign: campaignDocumentSchema,
  targeted: targetedDocumentSchema,
} as const;
/** Loose on purpose: each key's own schema (above) or lintConfig checks it on the server. */
export const configDocumentSchema = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]);
export type ConfigDocument = z.output<typeof configDocumentSchema>;

// ------------------------------------------------------------------ session

export const studioLoginSchema = z.object({
  user: z.string().check(z.trim(), z.minLength(1, 'Enter your e-mail'), z.maxLength(200)),
  password: z.string().check(z.minLength(1, 'Enter the password'), z.maxLength(200)),
  /** The authenticator app's 6 digits, for accounts with two-step sign-in. */
  code: z.optional(z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6 digits from your authenticator app'))),
});
export type StudioLogin = z.output<typeof studioLoginSchema>;

/** Who is signed in: the sign-in name (user), their name, role and what the role may do. */
export const studioSessionSchema = z.object({
  id: z.int(),
  user: z.string(),
  display_name: z.string(),
  role: staffRoleSchema,
  permissions: z.array(z.enum(PERMISSIONS)),
  two_factor: z.boolean(),
  /** An owner in production without two-step sign-in may do nothing else until it is set up. */
  two_factor_required: z.boolean(),
});
export type StudioSession = z.output<typeof studioSessionSchema>;

// --------------------------------------------------------------- configs

/** A problem found when checking a document: where (index of the entry, or -1, and the field path) and what. */
export const documentProblemSchema = z.object({
  index: z.int(),
  /** Dotted path inside the entry's props (or the setting's field), e.g. 'title' or 'slides.0.href'; '' for the whole entry. */
  field: z.string(),
  message: z.string(),
});
export type DocumentProblem = z.output<typeof documentProblemSchema>;

export const scheduleSchema = z.object({
  id: z.int(),
  key: configKeySchema,
  publish_at: z.string(),
  created_by: z.string(),
  status: z.enum(['pending', 'published', 'cancelled', 'failed']),
  error: z.nullable(z.string()),
});
export type Schedule = z.output<typeof scheduleSchema>;

/** GET admin/studio/configs: one row per key. */
export const configSummarySchema = z.object({
  key: configKeySchema,
  label: z.string(),
  published_version: z.int(),
  published_at: z.nullable(z.string()),
  published_by: z.nullable(z.string()),
  has_draft: z.boolean(),
  scheduled: z.array(scheduleSchema),
});
export type ConfigSummary = z.output<typeof configSummarySchema>;

/** GET admin/studio/configs/{key}: the draft (the published document when there is none) and the published one. */
export const configViewSchema = z.object({
  key: configKeySchema,
  schema_version: z.int(),
  draft: configDocumentSchema,
  /** 0 when there is no draft yet; a save sends the revision it started from. */
  draft_revision: z.int(),
  draft_updated_by: z.nullable(z.string()),
  draft_updated_at: z.nullable(z.string()),
  has_draft: z.boolean(),
  published: configDocumentSchema,
  published_version: z.int(),
  scheduled: z.array(scheduleSchema),
});
export type ConfigView = z.output<typeof configViewSchema>;

/** PUT admin/studio/configs/{key}/draft */
export const saveDraftSchema = z.object({
  document: configDocumentSchema,
  revision: int4().check(z.gte(0)),
});
export type SaveDraft = z.output<typeof saveDraftSchema>;

/** POST admin/studio/configs/{key}/publish: now, or at publish_at (ISO 8601, in the future). */
export const publishRequestSchema = z.object({
  revision: int4().check(z.gte(0)),
  publish_at: z.optional(z.string()),
});
export type PublishRequest = z.output<typeof publishRequestSchema>;

export const versionSchema = z.object({
  id: z.int(),
  key: configKeySchema,
  version: z.int(),
  published_by: z.string(),
  published_at: z.string(),
  summary: z.string(),
  source: z.enum(['publish', 'schedule', 'rollback', 'api', 'baseline']),
  rolled_back_to: z.nullable(z.int()),
});
export type Version = z.output<typeof versionSchema>;

export const versionDetailSchema = z.extend(versionSchema, { document: configDocumentSchema });
export type VersionDetail = z.output<typeof versionDetailSchema>;

/** POST admin/studio/configs/{key}/rollback */
export const rollbackRequestSchema = z.object({ version: int4().check(z.positive()) });

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  key: z.nullable(z.string()),
  summary: z.string(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const studioPaths = {
  session: 'admin/studio/session',
  configs: 'admin/studio/configs',
  config: (key: ConfigKey) => `admin/studio/configs/${key}`,
  draft: (key: ConfigKey) => `admin/studio/configs/${key}/draft`,
  publish: (key: ConfigKey) => `admin/studio/configs/${key}/publish`,
  versions: (key: ConfigKey) => `admin/studio/configs/${key}/versions`,
  version: (key: ConfigKey, version: number) => `admin/studio/configs/${key}/versions/${version}`,
  rollback: (key: ConfigKey) => `admin/studio/configs/${key}/rollback`,
  schedule: (id: number) => `admin/studio/schedules/${id}`,
  audit: 'admin/studio/audit',
} as const;

// ------------------------------------------------------------ live events

/** One server-sent event per published version: `id:` is the version row id, so a reconnect resumes after it. */
export const configEventSchema = z.object({
  id: z.int(),
  key: configKeySchema,
  version: z.int(),
});
export type ConfigEvent = z.output<typeof configEventSchema>;
export const CONFIG_EVENTS_PATH = 'website/config-events';

// --------------------------------------------------------------- preview

/**
 * postMessage between the studio and the storefront in its preview iframe
 * (same origin only). The studio sends drafts and the highlighted section;
 * the preview says when it is ready and where a section is.
 */
export const previewMessageSchema = z.union([
  z.object({ type: z.literal('vitrine:preview-draft'), key: configKeySchema, document: configDocumentSchema }),
  // label: the section's name as the studio shows it, drawn on the outline (its data-section otherwise).
  z.object({ type: z.literal('vitrine:preview-highlight'), key: z.nullable(configKeySchema), index: z.nullable(z.int()), label: z.optional(z.string().check(z.maxLength(200))) }),
  z.object({ type: z.literal('vitrine:preview-ready') }),
]);
export type PreviewMessage = z.output<typeof previewMessageSchema>;
export const PREVIEW_QUERY = 'vitrine-preview';

export type { PageScope };
