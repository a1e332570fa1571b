import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from '../../.storybook/preview';
import * as shellStories from '../../stories/engine/ComposedShell.stories';
import { demoShell } from '../../server/seed/demo-shop';
import { interpretLayout } from '../../src/engine/resolve';
import { shopRegistry } from '../../registry';
import { diagnostics } from '../../src/engine/diagnostics';
import { expectPatternRendered } from './support/expect-rendered';

const project = setProjectAnnotations([previewAnnotations]);
beforeAll(project.beforeAll);
// The store echoes the broken entry to the console in development; expected here.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  diagnostics.clearScope('shell');
  vi.restoreAllMocks();
});

const { DemoShell, WithBrokenEntry } = composeStories(shellStories);
const demoSections = interpretLayout(shopRegistry, demoShell, 'shell').sections;

describe('Engine/Composed shell story', () => {
  it.each([
    ['DemoShell', DemoShell],
    ['WithBrokenEntry', WithBrokenEntry],
  ])('%s renders every visible demo section around the page', async (_name, Story) => {
    const { container } = render(<Story />);
    for (const s of demoSections) await expectPatternRendered(container, s.section, s.pattern);
    expect(container.querySelector('main h1')).toHaveTextContent('Page content');
  });

  it('skips the broken entry, reports it, and keeps the page', async () => {
    const { container } = render(<WithBrokenEntry />);
    await waitFor(() => expect(container.querySelector('[data-skipped-entries] [data-reason="invalid-json"]')).not.toBeNull());
    await waitFor(() => expect(diagnostics.all().some((d) => d.scope === 'shell' && d.reason === 'invalid-json')).toBe(true));
    expect(container.querySelectorAll('[data-section]').length).toBeGreaterThanOrEqual(demoSections.length);
  });
});
