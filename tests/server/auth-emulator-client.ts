/**
 * Signs in against the Firebase Auth emulator the way the browser's Firebase
 * SDK does (the same REST calls, an API key the emulator does not check), so
 * server tests hold real ID tokens. The emulator comes from the server
 * project's global setup: FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_PROJECT_ID.
 *
 * Test files run in parallel against one emulator: give each test its own
 * e-mail address and phone number rather than resetting the emulator.
 */
import { z } from 'zod';

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run this through the "server" vitest project.');
  return host;
}

export function emulatorProjectId(): string {
  const projectId = process.env.FIREBASE_PROJECT_ID;
  if (!projectId) throw new Error('FIREBASE_PROJECT_ID is not set: run this through the "server" vitest project.');
  return projectId;
}

const identityToolkit = (method: string) => `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${method}?key=any-string`;
const emulatorApi = (path: string) => `http://${emulatorHost()}/emulator/v1/projects/${emulatorProjectId()}/${path}`;

const errorSchema = z.object({ error: z.object({ message: z.string() }) });

/** The emulator's error text (e.g. INVALID_PASSWORD, USER_DISABLED). */
export class EmulatorRequestError extends Error {
  constructor(
    readonly method: string,
    readonly reason: string,
  ) {
    super(`${method}: ${reason}`);
    this.name = 'EmulatorRequestError';
  }
}

async function call<S extends z.ZodType>(method: string, url: string, init: RequestInit, schema: S): Promise<z.infer<S>> {
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  if (!response.ok) {
    const failure = errorSchema.safeParse(body);
    throw new EmulatorRequestError(method, failure.success ? failure.data.error.message : `HTTP ${response.status}`);
  }
  return schema.parse(body);
}

function post<S extends z.ZodType>(method: string, payload: object, schema: S, headers: Record<string, string> = {}): Promise<z.infer<S>> {
  return call(
    method,
    identityToolkit(method),
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) },
    schema,
  );
}

export interface SignedIn {
  idToken: string;
  uid: string;
}

const signedInSchema = z.object({ idToken: z.string().min(1), localId: z.string().min(1) });
const toSignedIn = (r: z.infer<typeof signedInSchema>): SignedIn => ({ idToken: r.idToken, uid: r.localId });

export async function signUpWithPassword(email: string, password: string): Promise<SignedIn> {
  return toSignedIn(await post('accounts:signUp', { email, password, returnSecureToken: true }, signedInSchema));
}

export async function signInWithPassword(email: string, password: string): Promise<SignedIn> {
  return toSignedIn(await post('accounts:signInWithPassword', { email, password, returnSecureToken: true }, signedInSchema));
}

/** Starts a phone sign-in; the emulator takes any reCAPTCHA token. Returns the session the code belongs to. */
export async function sendSmsCode(phoneE164: string): Promise<string> {
  const sent = await post('accounts:sendVerificationCode', { phoneNumber: phoneE164, recaptchaToken: 'ignored' }, z.object({ sessionInfo: z.string() }));
  return sent.sessionInfo;
}

const verificationCodesSchema = z.object({
  verificationCodes: z.array(z.object({ code: z.string(), phoneNumber: z.string(), sessionInfo: z.string() })),
});

/** The code the emulator "texted" to a number, as a developer reads it; the latest one, or the one of a given session. */
export async function readSmsCode(phoneE164: string, sessionInfo?: string): Promise<string> {
  const { verificationCodes } = await call('verificationCodes', emulatorApi('verificationCodes'), {}, verificationCodesSchema);
  const matching = verificationCodes.filter((c) => c.phoneNumber === phoneE164 && (sessionInfo === undefined || c.sessionInfo === sessionInfo));
  const latest = matching.at(-1);
  if (!latest) throw new Error(`The Auth emulator holds no SMS code for ${phoneE164}.`);
  return latest.code;
}

/** The whole mobile sign-in: send, read the code, confirm it. Creates the account on first use. */
export async function signInWithPhone(phoneE164: string): Promise<SignedIn> {
  const sessionInfo = await sendSmsCode(phoneE164);
  const code = await readSmsCode(phoneE164, sessionInfo);
  return toSignedIn(await post('accounts:signInWithPhoneNumber', { sessionInfo, code }, signedInSchema));
}

/** As an administrator would; the emulator treats "Bearer owner" as one. */
export async function disableUser(uid: string): Promise<void> {
  await post(
    `projects/${emulatorProjectId()}/accounts:update`,
    { localId: uid, disableUser: true },
    z.object({ localId: z.literal(uid) }),
    { authorization: 'Bearer owner' },
  );
}

/** Deletes every account of the project. Other test files share the emulator: use with care. */
export async function resetEmulatorAccounts(): Promise<void> {
  await call('reset accounts', emulatorApi('accounts'), { method: 'DELETE' }, z.object({}));
}
