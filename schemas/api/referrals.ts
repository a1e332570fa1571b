import * as z from 'zod/mini';
import { MAX_INT4, wholeNumber } from '../zod-helpers';

/** Refer and earn (issue 6, spec section 2 /refer-earn and /my-referrals). */
export const referralPaths = {
  referrals: 'website/referrals',
} as const;

/**
 * The programme's rules: the server pays by them and the page shows them, so
 * the two can never disagree.
 */
export const REFERRAL_RULES = {
  /** Credited to the referrer once, when the referred shopper's first order is delivered. */
  referrerRewardPaise: 200_00,
  /** Credited to the new shopper at sign-up with a valid code. */
  welcomeCreditPaise: 100_00,
} as const;

export const REFERRAL_STATUSES = ['pending', 'paid'] as const;
export const referralStatusSchema = z.enum(REFERRAL_STATUSES);
export const REFERRAL_STATUS_LABELS: Record<z.output<typeof referralStatusSchema>, string> = {
  pending: 'Reward pending',
  paid: 'Reward paid',
};

/** GET website/referrals query. */
export const referralsQuerySchema = z.object({ user_id: wholeNumber('user_id', 1, MAX_INT4) });

export const referralSchema = z.object({
  /** First name and the last name's initial ('Asha R.'): enough to recognise a friend, no more. */
  name: z.string(),
  joined_at: z.string(),
  status: referralStatusSchema,
  reward_paise: z.int(),
});
export type Referral = z.output<typeof referralSchema>;

export const referralRulesSchema = z.object({
  referrer_reward_paise: z.int(),
  welcome_credit_paise: z.int(),
});

export const referralsSchema = z.object({
  code: z.string(),
  /** The sign-up link with the code, on the site the page was opened from. */
  link: z.string(),
  rules: referralRulesSchema,
  referrals: z.array(referralSchema),
});
export type Referrals = z.output<typeof referralsSchema>;
