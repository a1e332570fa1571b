import fc from 'fast-check';
import { UPLOAD_HEADER } from '../../../schemas/api/product-images';
import type { CallerName, FuzzShop } from './callers';
import { hostileObject, hostilePathValue, hostileQuery, hostileText, hostileValue, RAW_JSON_BODIES, type PathValue } from './hostile';
import type { RouteInput } from './route-inputs';
import { pathParams, type RegisteredRoute } from './route-table';
import { arbitraryFromSchema } from './zod-arbitrary';

/**
 * One request per generated value: the route's path with its parameters
 * filled (existing ids or hostile values), a query string, and a body derived
 * from the route's schema or hostile, sent in the encoding the route reads or
 * in the wrong one (JSON where a form is expected, a form where JSON is).
 */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  /** How it was made, for the report. */
  shape: string;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A value as one form field: text as it is, anything else as JSON. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

/** Form fields for a value: an object's own keys (arrays as repeated fields), anything else as one `value` field. */
export function formPairs(value: unknown): [string, string][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [['value', fieldText(value)]];
  const pairs: [string, string][] = [];
  for (const [key, field] of Object.entries(value)) {
    if (Array.isArray(field)) for (const item of field.slice(0, 20)) pairs.push([key, fieldText(item)]);
    else if (field !== undefined) pairs.push([key, fieldText(field)]);
  }
  return pairs;
}

/** encodeURIComponent, but a lone surrogate (which it refuses) goes in as the replacement character, as a browser would send it. */
function encodePart(value: string): string {
  return encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD'));
}

/** Printable ASCII only: Headers refuses anything else. */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);

// ---- bodies ------------------------------------------------------------------------------------

interface Payload {
  value: unknown;
  /** A field sent twice, the second time with this value (forms repeat the key; JSON text repeats the member). */
  repeat?: { key: string; value: unknown };
  shape: string;
}

function pickKey(value: Record<string, unknown>, index: number): string | undefined {
  const keys = Object.keys(value);
  return keys.length === 0 ? undefined : keys[index % keys.length];
}

/** A valid-ish object bent one way: a field dropped, of the wrong type, huge, repeated, or extra dangerous keys. */
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> {
  return fc.tuple(valid, fc.nat(), hostileValue, hostileObject, fc.constantFrom('drop', 'wrong-type', 'extra-keys', 'repeat', 'all-null', 'huge')).map(([value, index, bad, extra, how]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { value: bad, shape: `schema→${how}` };
    const copy: Record<string, unknown> = { ...value };
    const key = pickKey(copy, index);
    switch (how) {
      case 'drop':
        if (key !== undefined) Reflect.deleteProperty(copy, key);
        break;
      case 'wrong-type':
        if (key !== undefined) copy[key] = bad;
        break;
      case 'extra-keys':
        for (const [k, v] of Object.entries(extra)) Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
        break;
      case 'repeat':
        return { value: copy, repeat: key === undefined ? undefined : { key, value: bad }, shape: `schema→repeat ${key ?? ''}` };
      case 'all-null':
        for (const k of Object.keys(copy)) copy[k] = null;
        break;
      case 'huge':
        if (key !== undefined) copy[key] = 'x'.repeat(100_000);
        break;
    }
    return { value: copy, shape: `schema→${how} ${key ?? ''}`.trim() };
  });
}

function payloads(schema: RouteInput['body'], hints: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Payload> {
  const generic = fc.oneof(
    { weight: 3, arbitrary: hostileObject.map((value): Payload => ({ value, shape: 'hostile object' })) },
    { weight: 2, arbitrary: fc.tuple(fc.record(hints, { requiredKeys: [] }), hostileObject).map(([known, extra]): Payload => ({ value: { ...extra, ...known }, shape: 'hints + hostile' })) },
    { weight: 1, arbitrary: hostileValue.map((value): Payload => ({ value, shape: 'hostile value' })) },
  );
  if (!schema) return generic;
  const valid = arbitraryFromSchema(schema, { fields: hints });
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((value): Payload => ({ value, shape: 'schema' })) },
    { weight: 3, arbitrary: mutated(valid) },
    { weight: 2, arbitrary: generic },
  );
}

type Encoding = 'json' | 'json-text' | 'form' | 'multipart' | 'json-as-form' | 'form-as-json' | 'text' | 'bytes' | 'csv' | 'none';

function encodingsFor(reads: RouteInput['reads'] | undefined): fc.Arbitrary<Encoding> {
  if (reads === 'json')
    return fc.oneof({ weight: 6, arbitrary: fc.constant<Encoding>('json') }, fc.constantFrom<Encoding>('json-text', 'form', 'multipart', 'json-as-form', 'text', 'bytes', 'csv', 'none'));
  if (reads === 'fields')
    return fc.oneof({ weight: 4, arbitrary: fc.constant<Encoding>('form') }, { weight: 2, arbitrary: fc.constant<Encoding>('json') }, fc.constantFrom<Encoding>('multipart', 'json-text', 'json-as-form', 'form-as-json', 'text', 'bytes', 'none'));
  return fc.constantFrom<Encoding>('json', 'json-text', 'form', 'multipart', 'json-as-form', 'form-as-json', 'text', 'bytes', 'csv', 'none');
}

function jsonText(payload: Payload): string {
  const text = JSON.stringify(payload.value) ?? 'null';
  if (!payload.repeat || !text.endsWith('}') || text === '{}') return text;
  return `${text.slice(0, -1)},${JSON.stringify(payload.repeat.key)}:${JSON.stringify(payload.repeat.value) ?? 'null'}}`;
}

function pairsOf(payload: Payload): [string, string][] {
  const pairs = formPairs(payload.value);
  if (payload.repeat) pairs.push([payload.repeat.key, fieldText(payload.repeat.value)]);
  return pairs;
}

interface Body {
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  type?: string;
  shape: string;
}

const BYTE_TYPES = ['application/octet-stream', 'multipart/form-data', 'multipart/form-data; boundary=x', JSON_TYPE, FORM_TYPE] as const;

function encode(payload: Payload, encoding: Encoding, raw: string, bytes: Uint8Array<ArrayBuffer>, withFile: boolean, bytesType: string): Body {
  const shape = `${payload.shape} as ${encoding}`;
  switch (encoding) {
    case 'json':
      return { body: jsonText(payload), type: JSON_TYPE, shape };
    case 'json-text':
      return { body: raw, type: JSON_TYPE, shape: `raw JSON text as json` };
    case 'form':
      return { body: new URLSearchParams(pairsOf(payload)).toString(), type: FORM_TYPE, shape };
    case 'multipart': {
      const data = new FormData();
      for (const [k, v] of pairsOf(payload)) data.append(k, v);
      if (withFile) data.append('file', new File([bytes], 'photo.png', { type: 'image/png' }));
      // fetch sets the multipart type with its boundary.
      return { body: data, shape: withFile ? `${shape} + file` : shape };
    }
    case 'json-as-form':
      return { body: jsonText(payload), type: FORM_TYPE, shape };
    case 'form-as-json':
      return { body: new URLSearchParams(pairsOf(payload)).toString(), type: JSON_TYPE, shape };
    case 'text':
      return { body: jsonText(payload), type: 'text/plain', shape };
    case 'bytes':
      return { body: bytes, type: bytesType, shape: 'random bytes' };
    case 'csv':
      return { body: pairsOf(payload).map((p) => p.join(',')).join('\n'), type: 'text/csv', shape };
    case 'none':
      return { shape: 'no body' };
  }
}

// ---- the request -------------------------------------------------------------------------------

function pathArbitrary(route: RegisteredRoute, shop: FuzzShop): fc.Arbitrary<{ path: string; hostile: boolean }> {
  const names = pathParams(route.path);
  if (names.length === 0) return fc.constant({ path: route.path, hostile: false });
  const value = (name: string): fc.Arbitrary<PathValue & { hostile: boolean }> =>
    fc.oneof(
      { weight: 3, arbitrary: shop.paramValues(name).map((v) => ({ value: v, raw: false, hostile: false })) },
      { weight: 2, arbitrary: hostilePathValue.map((v) => ({ ...v, hostile: true })) },
    );
  return fc.tuple(...names.map(value)).map((values) => {
    let i = 0;
    const path = route.path.replace(/:([A-Za-z_]+)/g, () => {
      const v = values[i++];
      return v ? (v.raw ? v.value : encodePart(v.value)) : '1';
    });
    return { path, hostile: values.some((v) => v.hostile) };
  });
}

const RAW_QUERIES = ['%', '%E0%A4%A', 'a=%00', '&&==&', '=x', 'a', 'a[]=1&a[]=2', 'a[b][c]=1', '__proto__[x]=1', 'constructor[prototype][x]=1', `q=${'x'.repeat(20_000)}`] as const;

function queryArbitrary(schema: RouteInput['query'], hints: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const serialize = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();
  const hostile = hostileQuery.map(serialize);
  const hinted = fc.tuple(fc.record(hints, { requiredKeys: [] }), hostileQuery).map(([known, extra]) => serialize([...formPairs(known), ...extra]));
  const choices: fc.WeightedArbitrary<string>[] = [
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: hostile },
    { weight: 2, arbitrary: hinted },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  ];
  if (schema) {
    const valid = arbitraryFromSchema(schema, { fields: hints });
    choices.push({ weight: 4, arbitrary: valid.map((v) => serialize(formPairs(v))) });
    choices.push({ weight: 3, arbitrary: mutated(valid).map((p) => serialize(pairsOf(p))) });
  }
  return fc.oneof(...choices);
}

const AUTH_VARIANTS = ['', 'Basic', 'Basic !!!', `Basic ${Buffer.from('storefront:wrong').toString('base64')}`, `Basic ${Buffer.from('no-colon').toString('base64')}`, 'Bearer vt_nope', 'Bearer ', 'Digest x'] as const;

/** Every request the fuzzer may send to `route` as `caller`. */
export function requestArbitrary(route: RegisteredRoute, caller: CallerName, input: RouteInput | undefined, shop: FuzzShop): fc.Arbitrary<FuzzRequest> {
  const hints = shop.fieldHints(caller);
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body = hasBody
    ? fc
        .tuple(payloads(input?.body, hints), encodingsFor(input?.reads), fc.constantFrom(...RAW_JSON_BODIES), fc.uint8Array({ maxLength: 64 }).map((b) => new Uint8Array(b)), fc.boolean(), fc.constantFrom(...BYTE_TYPES))
        .map(([payload, encoding, raw, bytes, withFile, bytesType]) => encode(payload, encoding, raw, bytes, withFile, bytesType))
    : fc.constant<Body>({ shape: 'no body' });
  const extraHeaders = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Record<string, string>>({}) },
    { weight: 1, arbitrary: hostileText.map((s) => ({ 'If-None-Match': headerSafe(s) })) },
    { weight: 1, arbitrary: fc.constantFrom<Record<string, string>>({ [UPLOAD_HEADER.name]: UPLOAD_HEADER.value }, { 'Accept-Encoding': 'gzip, br' }, { 'X-Forwarded-For': '1.2.3.4, <script>' }, { Range: 'bytes=0-1' }) },
  );
  const auth = caller === 'anonymous' ? fc.constantFrom(...AUTH_VARIANTS) : fc.constant(undefined);
  return fc
    .tuple(pathArbitrary(route, shop), queryArbitrary(input?.query, hints), body, extraHeaders, auth, fc.boolean())
    .map(([path, query, b, extra, authorization, signed]) => {
      const headers: Record<string, string> = { ...shop.headers(caller, route.path), ...extra };
      if (authorization) headers.Authorization = authorization;
      if (b.type) headers['Content-Type'] = b.type;
      const sign = signed && input?.sign && typeof b.body === 'string' ? input.sign(b.body) : null;
      if (sign) Object.assign(headers, sign);
      const request: FuzzRequest = {
        method: route.method,
        url: query ? `${path.path}?${query}` : path.path,
        headers,
        body: b.body,
        shape: `${path.hostile ? 'hostile path, ' : ''}${query ? 'query, ' : ''}${b.shape}${sign ? ', signed' : ''}`,
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

function excerpt(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

export function describeRequest(r: FuzzRequest): string {
  const body = r.body === undefined ? '' : typeof r.body === 'string' ? ` body=${JSON.stringify(excerpt(r.body))}` : r.body instanceof FormData ? ` body=multipart[${[...r.body.keys()].join(',')}]` : ` body=${r.body.length} bytes`;
  return `${r.method} ${excerpt(r.url, 200)} [${r.shape}] content-type=${r.headers['Content-Type'] ?? '(none)'}${body}`;
}
