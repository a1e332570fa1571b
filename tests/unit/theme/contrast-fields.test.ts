import { describe, expect, it } from 'vitest';
import { contrastFieldProblems } from '../../../schemas/theme/contrast';
import { vitrineSchemes } from '../../../schemas/theme/schemes';

describe('contrastFieldProblems', () => {
  it('gives one sentence per colour to change, naming every background it fails on in words', () => {
    const schemes = vitrineSchemes('#0b5fff');
    expect(contrastFieldProblems(schemes)).toEqual([]);
    const problems = contrastFieldProblems({ ...schemes, subtle: { ...schemes.subtle, text: '#9a9a9a', on_accent: '#4d7dff' } });
    expect(problems.map((p) => [p.scheme, p.role])).toEqual([
      ['subtle', 'text'],
      ['subtle', 'on_accent'],
    ]);
    expect(problems[0]?.message).toMatch(/^Subtle scheme: text is 2\.\d\d:1 on the background and 2\.\d\d:1 on the second background, under the 4\.5:1 WCAG AA needs$/);
    expect(problems[1]?.message).toMatch(/^Subtle scheme: the accent's text colour is 1\.\d\d:1 on the accent, under the 4\.5:1 WCAG AA needs$/);
  });
});
