import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGET, filesInScope, formatReport, readTokens, scanCss, TOKENS_FILE } from '../../scripts/lint-tokens';

// The detector against a fixed token sheet (the scales of src/styles/tokens.css), so adding a token changes no expectation here.
const tokens = readTokens(`
:root {
  --ink: #14171f;
  --on-brand: #ffffff;
  --space-1: 4px; --space-2: 8px; --space-3: 12px; --space-4: 16px;
  --space-5: 24px; --space-6: 32px; --space-7: 48px; --space-8: 64px;
  --text-xs: 0.75rem; --text-sm: 0.875rem; --text-md: 1rem; --text-lg: 1.125rem; --text-xl: 1.375rem;
  --radius-sm: 6px; --radius-md: 10px; --radius-lg: 16px; --radius-pill: 999px;
  --shadow-1: 0 1px 2px rgb(16 19 26 / 0.06), 0 1px 3px rgb(16 19 26 / 0.08);
  --shadow-2: 0 4px 12px rgb(16 19 26 / 0.1);
}`);
const scan = (css: string) => scanCss(css, 'x.css', tokens).map(({ line, rule, value, suggestion }) => ({ line, rule, value, suggestion }));

describe('lint-tokens detector', () => {
  it('flags a raw colour, a raw spacing value and a raw font size, file:line', () => {
    const css = ['.card {', '  color: #14171f;', '  padding: 16px 2px;', '  font-size: 14px;', '}'].join('\n');
    expect(scan(css)).toEqual([
      { line: 2, rule: 'colour', value: '#14171f', suggestion: 'var(--ink)' },
      { line: 3, rule: 'spacing', value: '16px', suggestion: 'var(--space-4)' },
      { line: 4, rule: 'font-size', value: '14px', suggestion: undefined },
    ]);
  });

  it('passes token use', () => {
    const css = `
      .card {
        color: var(--ink);
        background: color-mix(in srgb, var(--brand) 10%, white);
        border: 1px solid var(--line);
        padding: var(--space-4) var(--space-2);
        margin: calc(-1 * var(--space-1)) 0 0;
        gap: 2px;
        font-size: var(--text-sm);
        border-radius: var(--radius-md);
        box-shadow: var(--shadow-1);
        outline: 2px solid transparent;
        mask-image: linear-gradient(to right, transparent, black var(--space-6));
        white-space: nowrap;
      }
      .inherits { font-size: 1em; color: currentColor; font: inherit; }
      .fluid { font-size: clamp(var(--text-md), 7cqi, var(--text-xl)); }
    `;
    expect(scan(css)).toEqual([]);
  });

  it('flags rgb(), named colours, rem steps, negative steps, radius and shadow literals', () => {
    const css = `
.a { background: rgb(16 19 26 / 0.55); color: white; }
.b { margin: -0.5rem; inset: 0 auto auto 24px; }
.c { border-radius: 10px; box-shadow: 0 4px 12px rgb(16 19 26 / 0.1); }
.d { font: 600 12px/1.2 var(--font); font-size: var(--text-base); }
.e { text-shadow: 0 1px 2px color-mix(in srgb, black 25%, transparent); }
.f { --stack-gap: 12px; --row-item: 120px; }
`;
    expect(scan(css)).toEqual([
      { line: 2, rule: 'colour', value: 'rgb(16 19 26 / 0.55)', suggestion: undefined },
      { line: 2, rule: 'colour', value: 'white', suggestion: undefined },
      { line: 3, rule: 'spacing', value: '-0.5rem', suggestion: 'calc(-1 * var(--space-2))' },
      { line: 3, rule: 'spacing', value: '24px', suggestion: 'var(--space-5)' },
      { line: 4, rule: 'radius', value: '10px', suggestion: 'var(--radius-md)' },
      { line: 4, rule: 'shadow', value: '0 4px 12px rgb(16 19 26 / 0.1)', suggestion: 'var(--shadow-2)' },
      { line: 5, rule: 'font-size', value: '12px', suggestion: undefined },
      { line: 5, rule: 'font-size', value: 'var(--text-base) (no such token)', suggestion: undefined },
      { line: 6, rule: 'colour', value: 'black', suggestion: undefined },
      { line: 7, rule: 'spacing', value: '12px', suggestion: 'var(--space-3)' },
    ]);
  });

  it('ignores comments, strings, selectors and at-rule preludes', () => {
    const css = `
/* color: #fff; padding: 16px */
@media (min-width: 768px) {
  .a:hover > .b { content: "#fff 16px"; background: url("data:image/svg+xml,%23fff"); }
}
`;
    expect(scan(css)).toEqual([]);
  });

  it('reports a count per rule against a budget of 0', () => {
    expect(BUDGET).toBe(0);
    const report = formatReport(scanCss('.a { color: red; padding: 8px; }', 'x.css', tokens));
    expect(report).toContain('x.css:1  colour  color: red');
    expect(report).toContain('raw values where a token exists: 2 (colour 1, font-size 0, spacing 1, radius 0, shadow 0); budget 0');
  });

  it('reads the real token sheet', () => {
    const real = readTokens(readFileSync(TOKENS_FILE, 'utf8'));
    expect(real.space.get(16)).toBe('--space-4');
    expect(real.radius.get(999)).toBe('--radius-pill');
    expect(real.names.has('--text-md')).toBe(true);
  });

  it('scans registry/ and src/ but not the token definitions, and the studio only when asked', () => {
    const files = filesInScope();
    expect(files.some((f) => f.includes('/registry/'))).toBe(true);
    expect(files.some((f) => f.includes('/src/ui/'))).toBe(true);
    expect(files.some((f) => f.endsWith(TOKENS_FILE))).toBe(false);
    expect(files.some((f) => f.includes('/src/studio/'))).toBe(false);
    expect(filesInScope(undefined, { studio: true }).some((f) => f.includes('/src/studio/'))).toBe(true);
  });
});
