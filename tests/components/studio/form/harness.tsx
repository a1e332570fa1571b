import { useState } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type * as z from 'zod/mini';
import { fixtureBrands, fixtureCategories, fixtureCollections, listFixtureProducts } from '../../../../stories/support/catalog-fixtures';
import { SchemaForm } from '../../../../src/studio/form/SchemaForm';
import { validateProps } from '../../../../src/studio/form/validate';

/**
 * The form as the studio uses it: it holds the draft, passes every change
 * back in and (optionally) validates as it goes, so a test sees what a
 * merchandiser would. Only fetch is replaced, by a catalogue API answering
 * from the story fixtures (parsed by the shared schemas).
 */

export interface Harness {
  onChange: ReturnType<typeof vi.fn<(next: Record<string, unknown>) => void>>;
  latest: () => Record<string, unknown>;
}

interface Options {
  section?: string;
  errors?: Record<string, string>;
  /** Validate each change with validateProps and show the result, as the studio does. */
  live?: boolean;
  idPrefix?: string;
}

export function renderForm(schema: z.ZodMiniObject, initial: Record<string, unknown>, options: Options = {}): Harness {
  const onChange = vi.fn<(next: Record<string, unknown>) => void>();
  let current = initial;
  function Host() {
    const [value, setValue] = useState(initial);
    const errors = options.live ? validateProps(schema, value) : options.errors;
    return (
      <SchemaForm
        schema={schema}
        value={value}
        errors={errors}
        idPrefix={options.idPrefix ?? 'form'}
        section={options.section}
        onChange={(next) => {
          current = next;
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <Host />
    </SWRConfig>,
  );
  return { onChange, latest: () => current };
}

const ok = (data: unknown) => new Response(JSON.stringify({ status: true, message: '', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Replaces fetch with the catalogue API over the fixtures; returns the paths asked for. */
export function installCatalogue(options: { failCategories?: boolean } = {}) {
  const requests: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    const path = url.pathname.replace(/^\/api\//, '');
    requests.push(`${path}${url.search}`);
    switch (path) {
      case 'website/catalog/categories':
        if (options.failCategories) return new Response(JSON.stringify({ status: false, error: 'Catalogue is down' }), { status: 503 });
        return ok(fixtureCategories);
      case 'website/catalog/brands':
        return ok(fixtureBrands);
      case 'website/catalog/collections':
        return ok(fixtureCollections);
      case 'website/catalog/products':
        return ok(listFixtureProducts(Object.fromEntries(url.searchParams)));
      default:
        return new Response(JSON.stringify({ status: false, error: `No fake for ${path}` }), { status: 404 });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}
