import { describe, expect, it } from 'vitest';
import { shopRegistry } from '../../registry';
import { realisticConfig } from '../../bench/realistic-config';
import { servedLayout } from '../../server/features/config/served-layout';
import { demoLayouts } from '../../server/seed/demo-shop';
import { registryFingerprint } from '../../src/engine/fingerprint';
import { interpretLayout } from '../../src/engine/resolve';
import type { LayoutResult } from '../../src/engine/resolve';
import { entry, patternWithWrongProp } from './engine/support/registry-samples';

const seen = (layout: LayoutResult) => ({
  sections: layout.sections.map((s) => [s.index, s.section, s.pattern, s.config, s.colorScheme]),
  diagnostics: layout.diagnostics.map((d) => [d.index, d.reason]),
});

describe('layouts as the server serves them', () => {
  it('marks every entry of the demo shop validated for the shop registry', () => {
    const mark = registryFingerprint(shopRegistry);
    for (const scope of ['shell', 'home', 'products', 'products-details', 'cart', 'wishlist', 'checkout'] as const) {
      const served = servedLayout(scope, demoLayouts[scope]);
      expect(served.length).toBeGreaterThan(0);
      expect(served.filter((e) => e.validated !== mark).map((e) => e.section_name)).toEqual([]);
    }
  });

  it('leaves unmarked what the engine would skip, so the storefront shows and reports exactly what it did before', () => {
    for (const scope of ['shell', 'home', 'cart'] as const) {
      const wrong = patternWithWrongProp(scope);
      const entries = [...realisticConfig(300, scope, 7), entry(wrong.section, { pattern: wrong.pattern, [wrong.key]: wrong.value })];
      const served = servedLayout(scope, entries);
      expect(served.at(-1)?.validated).toBeUndefined();
      expect(seen(interpretLayout(shopRegistry, served, scope))).toEqual(seen(interpretLayout(shopRegistry, entries, scope)));
    }
  });
});
