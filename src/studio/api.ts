import * as z from 'zod/mini';
import {
  auditEntrySchema,
  configSummarySchema,
  configViewSchema,
  documentProblemSchema,
  scheduleSchema,
  studioPaths,
  studioSessionSchema,
  versionDetailSchema,
  versionSchema,
  type AuditEntry,
  type ConfigDocument,
  type ConfigKey,
  type ConfigSummary,
  type ConfigView,
  type DocumentProblem,
  type Schedule,
  type StudioLogin,
  type StudioSession,
  type Version,
  type VersionDetail,
} from '../../schemas/api/studio';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { UPLOAD_HEADER } from '../../schemas/api/product-images';

/** A refused or failed call: the HTTP status (0 when the server never answered sensibly) and any problems found in a document. */
export class ApiError extends Error {
  readonly status: number;
  readonly problems: readonly DocumentProblem[];

  constructor(status: number, message: string, problems: readonly DocumentProblem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.problems = problems;
  }
}

// The shop's envelope and error body (schemas/api/envelope.ts); the studio adds the problems' shape.
const okSchema = envelopeSchema(z.unknown());
const problemListSchema = z.array(documentProblemSchema);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function call<S extends z.ZodMiniType>(method: Method, path: string, schema: S, body?: unknown): Promise<z.output<S>> {
  // The server refuses writes that are not JSON: with a SameSite=Strict cookie that is the CSRF guard.
  // A photo upload (FormData) carries the upload header instead, which no cross-site form can send.
  const form = body instanceof FormData;
  // A file to import (a Blob of text/csv) goes as it is: that type needs the same preflight as JSON.
  const file = body instanceof Blob ? body : null;
  const headers: Record<string, string> =
    method === 'GET' ? {} : form ? { [UPLOAD_HEADER.name]: UPLOAD_HEADER.value } : { 'Content-Type': file ? file.type : 'application/json' };
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : form ? body : (file ?? JSON.stringify(body)),
    });
  } catch {
    throw new ApiError(0, 'The studio cannot reach the server. Check the connection and try again.');
  }
  const json: unknown = await response.json().catch(() => null);
  const envelope = okSchema.safeParse(json);
  if (!response.ok || !envelope.success || !envelope.data.status) {
    const failure = errorBodySchema.safeParse(json);
    const message = failure.success ? (failure.data.message ?? failure.data.error) : undefined;
    const problems = problemListSchema.safeParse(failure.success ? failure.data.problems : undefined);
    throw new ApiError(response.ok ? 0 : response.status, message ?? `The server answered ${response.status}`, problems.success ? problems.data : []);
  }
  const data = schema.safeParse(envelope.data.data);
  if (!data.success) throw new ApiError(0, 'The server sent an answer the studio does not understand');
  return data.data;
}

const anything = z.unknown();

/** null when nobody is signed in. */
export async function getSession(): Promise<StudioSession | null> {
  try {
    return await call('GET', studioPaths.session, studioSessionSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const signIn = (login: StudioLogin): Promise<StudioSession> => call('POST', studioPaths.session, studioSessionSchema, login);
export const signOut = async (): Promise<void> => {
  await call('DELETE', studioPaths.session, anything);
};

export const listConfigs = (): Promise<ConfigSummary[]> => call('GET', studioPaths.configs, z.array(configSummarySchema));
export const getConfig = (key: ConfigKey): Promise<ConfigView> => call('GET', studioPaths.config(key), configViewSchema);

/** The answer's shape is not needed: the caller reads the view again for the new revision. */
export const saveDraft = async (key: ConfigKey, document: ConfigDocument, revision: number): Promise<void> => {
  await call('PUT', studioPaths.draft(key), anything, { document, revision });
};
export const discardDraft = async (key: ConfigKey): Promise<void> => {
  await call('DELETE', studioPaths.draft(key), anything);
};

export const publishNow = (key: ConfigKey, revision: number): Promise<Version> => call('POST', studioPaths.publish(key), versionSchema, { revision });
export const schedulePublish = (key: ConfigKey, revision: number, publishAt: string): Promise<Schedule> =>
  call('POST', studioPaths.publish(key), scheduleSchema, { revision, publish_at: publishAt });
export const cancelSchedule = async (id: number): Promise<void> => {
  await call('DELETE', studioPaths.schedule(id), anything);
};

export const listVersions = (key: ConfigKey): Promise<Version[]> => call('GET', studioPaths.versions(key), z.array(versionSchema));
export const getVersion = (key: ConfigKey, version: number): Promise<VersionDetail> => call('GET', studioPaths.version(key, version), versionDetailSchema);
export const rollback = (key: ConfigKey, version: number): Promise<Version> => call('POST', studioPaths.rollback(key), versionSchema, { version });

export const AUDIT_PAGE_SIZE = 50;
export function auditPath(key: ConfigKey | null, beforeId: number | null): string {
  const query = new URLSearchParams();
  if (key) query.set('key', key);
  if (beforeId !== null) query.set('before_id', String(beforeId));
  const search = query.toString();
  return search ? `${studioPaths.audit}?${search}` : studioPaths.audit;
}
export const listAudit = (key: ConfigKey | null, beforeId: number | null): Promise<AuditEntry[]> =>
  call('GET', auditPath(key, beforeId), z.array(auditEntrySchema));
