import { describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { payButton, startCheckout } from './harness';

describe('checkout accessibility', () => {
  it('has no axe violations once priced (contrast is checked in the browser tests)', async () => {
    const { container } = startCheckout();
    await payButton();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
