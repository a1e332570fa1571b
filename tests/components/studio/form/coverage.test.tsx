import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { sectionRegistry } from '../../../../registry';
import { menuItemSchema } from '../../../../schemas/menu';
import { propsOf, type Field } from '../../../../src/studio/form/field-model';
import { SchemaForm } from '../../../../src/studio/form/SchemaForm';
import { validateProps } from '../../../../src/studio/form/validate';
import { installCatalogue } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const patterns = Object.values(sectionRegistry).flatMap((section) =>
  Object.entries(section.patterns).map(([n, p]) => ({ name: `${section.name} ${n}`, section: section.name, schema: p.schema })),
);

/** Paths of fields the form could only show as JSON. */
function fallbacks(field: Field, at: string): string[] {
  if (field.kind === 'json') return [at];
  if (field.kind === 'list') return fallbacks(field.item, `${at}[]`);
  if (field.kind === 'object') return field.props.flatMap((p) => fallbacks(p.field, `${at}.${p.key}`));
  return [];
}

describe('every registered pattern', () => {
  it.each(patterns)('$name: a control for every prop, none as raw JSON, defaults valid', ({ section, schema }) => {
    const props = propsOf(schema, section);
    expect(props.map((p) => p.key)).toEqual(Object.keys(schema.shape));
    expect(props.flatMap((p) => fallbacks(p.field, p.key))).toEqual([]);
    expect(validateProps(schema, {})).toEqual({});
  });

  it('renders each one with a labelled control per top-level prop', () => {
    installCatalogue();
    for (const { name, section, schema } of [...patterns, { name: 'menu', section: 'menu-item', schema: menuItemSchema }]) {
      const { unmount } = render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <SchemaForm schema={schema} value={{}} onChange={() => {}} idPrefix="p" section={section} />
        </SWRConfig>,
      );
      for (const prop of propsOf(schema, section)) {
        const named = [...screen.queryAllByLabelText(prop.label), ...screen.queryAllByRole('group', { name: prop.label }), ...screen.queryAllByRole('radiogroup', { name: prop.label }), ...screen.queryAllByRole('switch', { name: prop.label })];
        expect(named.length, `${name}: ${prop.key}`).toBeGreaterThan(0);
      }
      unmount();
    }
    // Forty-odd forms in one test: slow on a busy two-core machine, not stuck.
  }, 20_000);
});
