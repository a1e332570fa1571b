/** A form body as the storefront posts it; no vitest here, so the fault drill (a plain script) shares it. */
export type Fields = Record<string, string | number>;

export function formBody(fields: Fields): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
}
