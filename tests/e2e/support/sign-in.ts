import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { z } from 'zod';
import { english, type Words } from './words';

/** The Auth emulator playwright.config.ts starts for this run. */
export const EMULATOR = process.env.E2E_AUTH_EMULATOR ?? '127.0.0.1:9299';
export const PROJECT = process.env.E2E_FIREBASE_PROJECT ?? 'demo-vitrine-e2e';

const codesSchema = z.object({ verificationCodes: z.array(z.object({ phoneNumber: z.string(), code: z.string() })) });

/** The SMS code the emulator "sent" to a 10-digit number, read as a developer would. */
export async function smsCode(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await page.request.get(`http://${EMULATOR}/emulator/v1/projects/${PROJECT}/verificationCodes`);
    code = codesSchema.parse(await res.json()).verificationCodes.filter((c) => c.phoneNumber === `+91${phone}`).at(-1)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

/** A fresh 10-digit mobile number per call. */
export function newPhone(): string {
  return `9${String(Date.now()).slice(-9)}`;
}

/**
 * Signs in through the login popup, which must already be open (a signed-in-only page opens it).
 * A new number is asked once for a name: given `name`, it answers; otherwise it skips. `say` finds
 * the popups by their words in the page's language (English unless given).
 */
export async function signInByMobile(page: Page, phone = newPhone(), name?: { fname: string; lname: string }, say: Words = english): Promise<string> {
  const mobile = page.getByRole('dialog', { name: say('auth.loginOrSignUp') });
  await mobile.getByLabel(say('auth.mobileNumber')).fill(phone);
  await mobile.getByRole('button', { name: say('auth.sendOtp') }).click();
  const verify = page.getByRole('dialog', { name: say('auth.verifyMobile') });
  await verify.getByLabel(say('auth.oneTimeCode')).fill(await smsCode(page, phone));
  await verify.getByRole('button', { name: say('auth.verifyAndContinue') }).click();
  await expect(verify).toHaveCount(0);
  const question = page.getByRole('dialog', { name: say('auth.profileTitle') });
  if (name) {
    await question.getByLabel(say('auth.firstName')).fill(name.fname);
    await question.getByLabel(new RegExp(`^${say('auth.lastName')}`)).fill(name.lname);
    await question.getByRole('button', { name: say('auth.saveAndContinue') }).click();
  } else {
    await question.getByRole('button', { name: say('auth.skipForNow') }).click();
  }
  await expect(question).toHaveCount(0);
  // A number signing in for the first time is a new account: the registration popup (spec section 4) greets it.
  const welcome = page.getByRole('dialog', { name: say('shell.registered') });
  await welcome.getByRole('button', { name: say('ui.close') }).click();
  await expect(welcome).toHaveCount(0);
  return phone;
}

/**
 * An AxeBuilder that runs every rule, as the default one does, in a quarter of its time: only violations
 * get their full node lists (the checks read nothing else), and on a page without frames axe runs in the
 * page itself (legacy mode) instead of copying its partial results, every node of every pass included, into
 * a new blank page that loads axe a second time. A page with frames (the studio's preview) keeps the default
 * way, which also reaches cross-origin frames. Measured 2026-11-28 on /products, a product and /faq with
 * seven faults planted: the same violations, nodes and impacts both ways, 98.7 s against 25.4 s (load 19).
 */
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}

/** Serious and critical axe findings in the page (or one part of it). */
export async function seriousAxeProblems(page: Page, selector?: string): Promise<string[]> {
  // Colour contrast is measured on what is painted: a hero slide caught mid-fade by the rotation reads as faint
  // text. With reduced motion the rotation and fades stop, so axe sees the colours a reader settles on.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const builder = axeBuilder(page);
  const result = await (selector ? builder.include(selector) : builder).analyze().finally(() => page.emulateMedia({ reducedMotion: null }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
