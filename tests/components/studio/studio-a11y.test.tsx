import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderStudio, sectionList } from './render-studio';

afterEach(() => vi.unstubAllGlobals());

/** Serious and critical findings only; jsdom cannot judge colour contrast. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The real form and preview components: this checks the studio as it ships.
describe('studio accessibility', () => {
  it('the sign-in screen has no serious axe violations', async () => {
    renderStudio({ signedIn: false });
    await screen.findByLabelText('User name');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the layout editor with a section open, and the catalogue dialog, have none', async () => {
    const { user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('button', { name: /^Edit Product carousel/  }));
    await screen.findByLabelText('Pattern');
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a section' });
    expect(within(dialog).getAllByRole('button', { name: /^Add / }).length).toBeGreaterThan(5);
    expect(await seriousViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Add a section' })).not.toBeInTheDocument();
  });

  it('the history and audit panels have none', async () => {
    const { user } = renderStudio();
    await sectionList();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await screen.findByRole('region', { name: 'Published versions' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    await screen.findByRole('region', { name: 'Audit log' });
    expect(await seriousViolations()).toEqual([]);
  });
});
