import * as z from 'zod/mini';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { splitLocalePath } from '../../schemas/locale';

/**
 * The provider API (spec section 7): every call carries HTTP basic auth with the
 * fixed shared storefront credential. VITE_API_BASE points the storefront at
 * another provider; by default it talks to our own server under /api/.
 */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api/';
const API_USER = import.meta.env.VITE_API_USER ?? 'storefront';
const API_KEY = import.meta.env.VITE_API_KEY ?? 'dev-shared-key';

const refusalSchema = z.object({ status: z.literal(false), message: z._default(z.string(), '') });

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const sessionEndedListeners = new Set<() => void>();

/**
 * Told when the server answers that a call needs a session it does not have:
 * the session expired or was ended elsewhere, so this browser signs out too.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function apiUrl(path: string): string {
  const base = API_BASE.endsWith('/') ? API_BASE : `${API_BASE}/`;
  return `${base}${path.replace(/^\//, '')}`;
}

/**
 * The page's language, so the server's refusals and order words come back in
 * it (issue 22): the URL decides a page's language, and it overrides the
 * browser's own Accept-Language. Server rendering has no page location and
 * sends none (English).
 */
function pageLanguage(): Record<string, string> {
  if (typeof location === 'undefined') return {};
  return { 'Accept-Language': splitLocalePath(location.pathname).locale };
}

/** What a successful call returns: the envelope with its data parsed. */
export interface ApiResult<T> {
  data: T;
  message: string;
  other_data?: Record<string, unknown>;
}

/**
 * Calls the API and parses the envelope with the caller's schema. Errors follow
 * the spec's catalogue (section 8): a network failure is 'Network Error', an HTTP
 * failure carries the server's `error` field, and status false raises the
 * response message.
 */
export async function apiRequest<T extends z.ZodMiniType>(
  path: string,
  data: T,
  init: RequestInit = {},
): Promise<ApiResult<z.output<T>>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...init,
      credentials: 'same-origin',
      headers: { Authorization: `Basic ${btoa(`${API_USER}:${API_KEY}`)}`, Accept: 'application/json', ...pageLanguage(), ...init.headers },
    });
  } catch {
    throw new ApiError('Network Error', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    const message = parsed.success ? (parsed.data.error ?? parsed.data.message) : undefined;
    if (response.status === 401 && parsed.success && parsed.data.code === 'sign-in-required') sessionEndedListeners.forEach((l) => l());
    throw new ApiError(message ?? `Request failed with status ${response.status}`, response.status);
  }
  // Status false raises its message whatever else the body holds (spec section 8), so check it before the shape.
  const refusal = refusalSchema.safeParse(body);
  if (refusal.success) throw new ApiError(refusal.data.message || 'Request failed', response.status);
  const envelope = envelopeSchema(z.unknown()).safeParse(body);
  if (!envelope.success) throw new ApiError('Invalid response structure', response.status);
  const payload = data.safeParse(envelope.data.data);
  if (!payload.success) throw new ApiError('Invalid response structure', response.status);
  return { data: payload.data, message: envelope.data.message, other_data: envelope.data.other_data };
}

export async function apiGet<T extends z.ZodMiniType>(path: string, data: T): Promise<z.output<T>> {
  return (await apiRequest(path, data)).data;
}
