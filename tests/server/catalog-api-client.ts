import { expect } from 'vitest';
import * as z from 'zod/mini';
import { productListPath, productListSchema, type ProductListParams } from '../../schemas/api/catalog';
import { envelopeSchema, errorBodySchema } from '../../schemas/api/envelope';
import { json, storefrontAuth, type TestServer } from './harness';

export type ListParams = Partial<Record<keyof ProductListParams, string>>;

/** Catalogue requests through the real app; every body is parsed with the shared schema. */
export function catalogClient(t: TestServer) {
  const get = (path: string, headers: Record<string, string> = storefrontAuth) => t.app.request(`/api/${path}`, { headers });

  async function data<S extends z.ZodMiniType>(path: string, schema: S): Promise<z.output<S>> {
    const res = await get(path);
    const body = await json(res);
    expect(res.status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    const parsed = envelopeSchema(z.unknown()).parse(body);
    expect(parsed.status).toBe(true);
    return schema.parse(parsed.data);
  }

  async function failure(path: string, status: number): Promise<string> {
    const res = await get(path);
    const body = errorBodySchema.parse(await json(res));
    expect(res.status, `${path}: ${body.error}`).toBe(status);
    expect(body.status).toBe(false);
    expect(body.error).toBe(body.message);
    return body.error ?? '';
  }

  return { get, data, failure, list: (params: ListParams) => data(productListPath(params), productListSchema) };
}

/** Every item of every page, for checks over a whole result set. */
export async function allPages(list: (params: ListParams) => Promise<z.output<typeof productListSchema>>, params: ListParams) {
  const first = await list({ ...params, page_size: '60' });
  const items = [...first.items];
  for (let page = 2; page <= first.page_count; page++) {
    items.push(...(await list({ ...params, page_size: '60', page: String(page) })).items);
  }
  return { total: first.total, items };
}
