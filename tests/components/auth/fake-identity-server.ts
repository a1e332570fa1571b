import type { Account } from '../../../schemas/api/identity';
import type { FakeIdentity } from './fake-identity';

export const EMAIL_CODE = '654321';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ok = (data: unknown, message = '', other_data?: Record<string, unknown>) => json(200, { status: true, message, data, ...(other_data ? { other_data } : {}) });
const refused = (status: number, message: string) => json(status, { status: false, message, error: message });

export const PHONE_ACCOUNT: Account = {
  id: 42,
  fname: 'Asha',
  lname: 'Rao',
  email: '',
  mobile: '9876543210',
  referral_code: 'ASHA42',
  providers: ['phone'],
};

/**
 * The shop's identity calls (and the cart and wishlist lists) in memory,
 * answering as the real server does: forms in, envelopes out, refusals with
 * `error`. Registering and resetting a password update the fake identity
 * service, as firebase-admin would.
 */
export class FakeIdentityServer {
  readonly requests: Recorded[] = [];
  readonly accounts = new Map<string, Account>();
  /** The next session for a phone sign-in is a new account. */
  phoneIsNew = false;
  /** The account a phone sign-in gets; the profile calls change it as the server would. */
  phoneAccount: Account = PHONE_ACCOUNT;
  /** Every call fails as if the network were down. */
  offline = false;
  private nextId = 100;

  constructor(private readonly identity: FakeIdentity) {}

  /** An e-mail account that already exists, with its password. */
  addEmailAccount(email: string, password: string, extra: Partial<Account> = {}): Account {
    const account: Account = { id: this.nextId++, fname: 'Meera', lname: 'Iyer', email, mobile: '', referral_code: '', providers: ['password'], ...extra };
    this.accounts.set(email, account);
    this.identity.passwords.set(email, password);
    return account;
  }

  calls(method: string, path: string): Recorded[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const form = new URLSearchParams(init.body instanceof URLSearchParams ? init.body : typeof init.body === 'string' ? init.body : '');
    const path = url.pathname.replace(/^\/api\//, '');
    this.requests.push({ method, path, query: url.searchParams, form });
    if (this.offline) throw new TypeError('Failed to fetch');
    return this.answer(method, path, form);
  };

  private answer(method: string, path: string, form: URLSearchParams): Response {
    const email = form.get('email') ?? '';
    switch (`${method} ${path}`) {
      case 'POST website/user/session':
        return this.session(form.get('id_token') ?? '');
      case 'POST website/user/logout':
        return ok(null, 'You have signed out');
      case 'POST website/user/send-otp-email':
        if (this.accounts.has(email)) return refused(409, 'An account with this e-mail already exists');
        return ok(null, 'OTP sent successfully');
      case 'POST website/user/forget-password-otp':
        if (!this.accounts.has(email)) return refused(404, 'No account uses this e-mail');
        return ok(null, 'OTP sent successfully');
      case 'POST website/user/verify-email-otp':
        return form.get('code') === EMAIL_CODE ? ok(null, 'Code verified') : refused(422, 'That code is not right. Check the e-mail and try again.');
      case 'POST website/user/register':
        return this.register(form);
      case 'POST website/user/reset-password':
        if (form.get('code') !== EMAIL_CODE) return refused(422, 'Ask for a new code');
        this.identity.passwords.set(email, form.get('password') ?? '');
        return ok(null, 'Your password has been reset');
      case 'PUT website/user/profile':
        this.phoneAccount = { ...this.phoneAccount, fname: form.get('fname') ?? '', lname: form.get('lname') ?? '', email: form.get('email') ?? this.phoneAccount.email, asks_profile: false };
        return ok(this.phoneAccount, 'Your profile is saved');
      case 'POST website/user/profile/skip':
        this.phoneAccount = { ...this.phoneAccount, asks_profile: false };
        return ok(this.phoneAccount, 'You can add your name any time on My account');
      case 'GET website/cart/cart-items':
        return ok([], '', { cart_count: 0, wishlist_count: 0 });
      case 'GET website/wishlist/wishlist-items':
        return ok([]);
      default:
        return refused(404, 'Not found');
    }
  }

  private session(idToken: string): Response {
    if (idToken.startsWith('phone:')) {
      const isNew = this.phoneIsNew;
      return ok(this.phoneAccount, 'Signed in', { is_new: isNew, cart_count: 3, wishlist_count: 2 });
    }
    const account = this.accounts.get(idToken.replace(/^password:/, ''));
    if (!account) return refused(401, 'Please sign in again');
    return ok(account, 'Signed in', { is_new: false, cart_count: 1, wishlist_count: 0 });
  }

  private register(form: URLSearchParams): Response {
    const email = form.get('email') ?? '';
    if (this.accounts.has(email)) return refused(409, 'An account with this e-mail already exists');
    const account = this.addEmailAccount(email, form.get('password') ?? '', {
      fname: form.get('fname') ?? '',
      lname: form.get('lname') ?? '',
      mobile: form.get('mobile') ?? '',
    });
    return ok(account, 'Account created');
  }
}
