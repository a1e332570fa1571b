import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { definePattern } from '../../../registry/types';
import { SectionFrame } from '../../../src/engine/SectionFrame';
import { diagnostics, type Diagnostic } from '../../../src/engine/diagnostics';
import type { ResolvedSection } from '../../../src/engine/resolve';
import { renderInShop } from './support/render';

const SCOPE = 'isolation-test';

const good = definePattern({
  label: 'Good',
  skeleton: { mobile: 40, desktop: 40 },
  schema: z.object({ text: z.string().default('Still here') }),
  load: async () => ({ default: ({ text }: { text: string }) => <p>{text}</p> }),
});

function Exploding(): never {
  throw new Error('pattern exploded');
}

const bad = definePattern({
  label: 'Bad',
  skeleton: { mobile: 40, desktop: 40 },
  schema: z.object({}),
  load: async () => ({ default: Exploding }),
});

function resolved(index: number, section: string, definition: ResolvedSection['definition'], config: Record<string, unknown> = {}): ResolvedSection {
  return { key: `${index}:${section}:1`, index, section, pattern: 1, definition, config };
}

afterEach(() => {
  diagnostics.clearScope(SCOPE);
  vi.restoreAllMocks();
});

describe('SectionFrame error isolation', () => {
  it('keeps the good sections when one throws, removes the bad one and reports render-error', async () => {
    // React logs errors its boundaries catch; they are expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onDiagnostic = vi.fn<(d: Diagnostic) => void>();

    const { container } = renderInShop(
      <>
        <SectionFrame section={resolved(0, 'test-good', good)} scope={SCOPE} onDiagnostic={onDiagnostic} />
        <SectionFrame section={resolved(1, 'test-bad', bad)} scope={SCOPE} onDiagnostic={onDiagnostic} />
        <SectionFrame section={resolved(2, 'test-good', good, { text: 'After the broken one' })} scope={SCOPE} onDiagnostic={onDiagnostic} />
      </>,
    );

    expect(await screen.findByText('Still here')).toBeInTheDocument();
    expect(await screen.findByText('After the broken one')).toBeInTheDocument();
    await waitFor(() => expect(diagnostics.all().filter((d) => d.scope === SCOPE)).toHaveLength(1));

    const badFrame = container.querySelector('[data-section="test-bad"]');
    expect(badFrame).not.toBeNull();
    expect(badFrame?.childElementCount).toBe(0);
    expect(diagnostics.all().filter((d) => d.scope === SCOPE)).toEqual([
      { scope: SCOPE, index: 1, section_name: 'test-bad', pattern: 1, reason: 'render-error', message: 'pattern exploded', level: 'error' },
    ]);
    expect(onDiagnostic).toHaveBeenCalledTimes(1);
  });

  it('shows the skeleton of the pattern\'s height until its chunk arrives', async () => {
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const slow = definePattern({
      label: 'Slow',
      skeleton: { mobile: 48, desktop: 96 },
      schema: z.object({}),
      load: async () => {
        await arrived;
        return { default: () => <p>Loaded</p> };
      },
    });

    const { container } = renderInShop(<SectionFrame section={resolved(0, 'test-slow', slow)} scope={SCOPE} />);
    const skeleton = container.querySelector<HTMLElement>('[data-section="test-slow"] [data-skeleton]');
    expect(skeleton?.style.getPropertyValue('--skeleton-desktop')).toBe('96px');

    arrive();
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });
});
