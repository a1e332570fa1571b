import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './identity';

/*
 * Staff accounts and what each role may do. The server enforces these on every
 * admin route (server/features/staff/route-permissions.ts names the permission
 * each route needs); the studio reads the same table to show only the desks a
 * role can use.
 */

export const STAFF_ROLES = ['owner', 'merchandiser', 'catalogue', 'orders', 'support', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  merchandiser: 'Merchandiser',
  catalogue: 'Catalogue manager',
  orders: 'Order desk',
  support: 'Support',
  viewer: 'Viewer',
};

export const PERMISSIONS = [
  'layouts.read',
  'layouts.write',
  'layouts.publish',
  'merchandising.read',
  'merchandising.write',
  'catalogue.read',
  'catalogue.write',
  'orders.read',
  'orders.write',
  'returns.write',
  'customers.read',
  'customers.write',
  'reports.read',
  'audit.read',
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** How the studio names each permission to the people who hold it. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'layouts.read': 'See layouts, pages and settings',
  'layouts.write': 'Edit drafts of layouts, pages and settings',
  'layouts.publish': 'Publish, schedule and roll back',
  'merchandising.read': 'See merchandising: recommendations, collections, coupons',
  'merchandising.write': 'Change merchandising',
  'catalogue.read': 'See the catalogue',
  'catalogue.write': 'Change products, prices, stock and images',
  'orders.read': 'See orders',
  'orders.write': 'Move orders along and cancel them',
  'returns.write': 'Decide returns and refunds',
  'customers.read': 'See customers',
  'customers.write': 'Answer tickets, adjust wallets within the limit, disable shopper accounts',
  'reports.read': "See the dashboard's sales figures",
  'audit.read': 'Read the audit log',
  'staff.manage': 'Invite people, change roles, disable accounts',
};

const READS = PERMISSIONS.filter((p) => p.endsWith('.read'));

/** What each role may do; the owner everything. Reads of what a role writes come with it. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  merchandiser: ['layouts.read', 'layouts.write', 'layouts.publish', 'merchandising.read', 'merchandising.write', 'catalogue.read', 'reports.read', 'audit.read'],
  catalogue: ['catalogue.read', 'catalogue.write', 'merchandising.read', 'layouts.read'],
  // Fulfils orders, decides returns and refunds; sees the shopper they belong to.
  orders: ['orders.read', 'orders.write', 'returns.write', 'customers.read', 'catalogue.read', 'reports.read'],
  // Answers shoppers: reads their orders, replies to tickets, adjusts wallets up to the owner's limit.
  support: ['orders.read', 'customers.read', 'customers.write', 'catalogue.read'],
  viewer: READS,
};

export function roleAllows(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

const email = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(200), z.regex(EMAIL_PATTERN, 'Enter an e-mail address like name@shop.in'));
const displayName = z.string().check(z.trim(), z.minLength(1, 'Enter their name'), z.maxLength(80, 'Keep the name under 80 characters'));

export const MIN_STAFF_PASSWORD = 10;

/** POST admin/studio/staff/invitations: the owner invites someone by e-mail, with a role. */
export const staffInviteSchema = z.object({ email, display_name: displayName, role: staffRoleSchema });
export type StaffInvite = z.output<typeof staffInviteSchema>;

/** POST admin/studio/staff/invitations/accept: the invitation link's token and the password they choose. */
export const staffAcceptSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not complete; open it from the e-mail again')),
  password: z.string().check(z.minLength(MIN_STAFF_PASSWORD, `Use at least ${MIN_STAFF_PASSWORD} characters`), z.maxLength(200)),
});

/** PATCH admin/studio/staff/{id}: another role, or disabled / enabled again. */
export const staffUpdateSchema = z.object({ role: z.optional(staffRoleSchema), disabled: z.optional(z.boolean()) });

export const staffMemberSchema = z.object({
  id: z.int(),
  login: z.string(),
  display_name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  last_sign_in_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.int(),
  login: z.string(),
  display_name: z.string(),
  role: staffRoleSchema,
  invited_by: z.nullable(z.string()),
  expires_at: z.string(),
});
export type StaffInvitation = z.output<typeof staffInvitationSchema>;

/** GET admin/studio/staff: everyone with an account, and invitations not yet taken up. */
export const staffListSchema = z.object({ members: z.array(staffMemberSchema), invitations: z.array(staffInvitationSchema) });
export type StaffList = z.output<typeof staffListSchema>;

export const staffPaths = {
  list: 'admin/studio/staff',
  invitations: 'admin/studio/staff/invitations',
  accept: 'admin/studio/staff/invitations/accept',
  member: (id: number) => `admin/studio/staff/${id}`,
} as const;

/** A personal API token as listed: the secret itself is shown once, when it is made. */
export const apiTokenSchema = z.object({
  id: z.int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
});
export type ApiToken = z.output<typeof apiTokenSchema>;

/** POST admin/studio/staff/tokens: what the token is for ("Stock sync from the warehouse"). */
export const apiTokenCreateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Say what the token is for'), z.maxLength(80, 'Keep the name under 80 characters')),
});

export const apiTokenCreatedSchema = z.object({ token: apiTokenSchema, secret: z.string() });

/** Sent as `Authorization: Bearer <secret>`; the prefix lets secret scanners recognise a leaked one. */
export const API_TOKEN_PREFIX = 'vt_';

export const apiTokenPaths = {
  list: 'admin/studio/staff/tokens',
  token: (id: number) => `admin/studio/staff/tokens/${id}`,
} as const;

/** POST admin/studio/staff/totp: a new secret to scan; it counts once a code from it is confirmed. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type TotpSetup = z.output<typeof totpSetupSchema>;

/** POST admin/studio/staff/totp/confirm and DELETE admin/studio/staff/totp: a current code proves the app holds the secret. */
export const totpCodeSchema = z.object({ code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6 digits from your authenticator app')) });

export const totpPaths = { setup: 'admin/studio/staff/totp', confirm: 'admin/studio/staff/totp/confirm' } as const;
