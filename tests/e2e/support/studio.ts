import { expect, type Page } from '@playwright/test';
import { z } from 'zod';

/* The studio's doors for the staff journeys: signing in and out, and the owner's invitations (links from the development outbox). */

export interface StaffMember {
  email: string;
  name: string;
  password: string;
}

const outboxSchema = z.object({ data: z.array(z.object({ to: z.string(), text: z.string() })) });

export async function invitationLink(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const text = outboxSchema.parse(await res.json()).data[0]?.text ?? '';
  const link = /https?:\/\/\S+\/studio\/\?invite=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation in the outbox for ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

export async function signIn(page: Page, user: string, password: string) {
  await page.goto('/studio/');
  await page.getByLabel('E-mail or user name').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

export async function invite(page: Page, who: { email: string; name: string }, role: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByLabel('Name', { exact: true }).fill(who.name);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: who.email })).toBeVisible();
}

export async function accept(page: Page, who: { email: string; password: string }) {
  await page.goto(await invitationLink(page, who.email));
  await page.getByLabel('New password').fill(who.password);
  await page.getByLabel('Repeat the password').fill(who.password);
  await page.getByRole('button', { name: /Set password|Join|Create/ }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

