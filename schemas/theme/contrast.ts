import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './colour';
import { resolveScheme, type SchemeColours } from './schemes';
import { SCHEME_LABELS, SCHEME_NAMES, type ColourScheme, type ColourSchemes, type SchemeName } from './tokens';

/** Which role is read on which, and the WCAG 2 AA ratio it needs. */
export interface ContrastPair {
  foreground: keyof SchemeColours;
  background: keyof SchemeColours;
  min: number;
}

/**
 * Every pair a scheme puts on screen: its text colours on both backgrounds,
 * text on the accent, the inverse band, and the focus ring as a
 * user-interface part (3:1).
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...(['text', 'text_2', 'muted', 'accent_strong', 'success', 'danger'] as const).flatMap((foreground) =>
    (['background', 'background_2'] as const).map((background) => ({ foreground, background, min: AA_TEXT })),
  ),
  { foreground: 'on_accent', background: 'accent', min: AA_TEXT },
  { foreground: 'inverse_text', background: 'inverse_background', min: AA_TEXT },
  { foreground: 'inverse_muted', background: 'inverse_background', min: AA_TEXT },
  { foreground: 'focus', background: 'background', min: AA_NON_TEXT },
];

export interface PairContrast extends ContrastPair {
  ratio: number;
}

/** The ratio of every pair of a scheme, derived shades resolved. */
export function schemeContrasts(scheme: ColourScheme): PairContrast[] {
  const colours = resolveScheme(scheme);
  return CONTRAST_PAIRS.map((pair) => ({ ...pair, ratio: contrastRatio(colours[pair.foreground], colours[pair.background]) }));
}

export interface ContrastProblem extends PairContrast {
  scheme: SchemeName;
  message: string;
}

/** The pairs under WCAG AA in any scheme, each with a sentence; empty when every pair passes. */
export function contrastProblems(schemes: ColourSchemes): ContrastProblem[] {
  return SCHEME_NAMES.flatMap((scheme) =>
    schemeContrasts(schemes[scheme])
      .filter((pair) => pair.ratio < pair.min)
      .map((pair) => ({
        ...pair,
        scheme,
        message: `${scheme}: ${pair.foreground} on ${pair.background} is ${pair.ratio.toFixed(2)}:1, under the ${pair.min}:1 WCAG AA needs`,
      })),
  );
}

/** Each role as a sentence names it, for messages a merchandiser reads. */
const ROLE_WORDS: Readonly<Record<keyof SchemeColours, string>> = {
  background: 'the background',
  background_2: 'the second background',
  text: 'text',
  text_2: 'secondary text',
  muted: 'muted text',
  border: 'the border',
  accent: 'the accent',
  on_accent: "the accent's text colour",
  highlight: 'the highlight',
  success: 'success text',
  danger: 'danger text',
  inverse_background: 'the band background',
  inverse_text: 'band text',
  inverse_muted: 'band muted text',
  accent_strong: 'strong accent text',
  accent_soft: 'the soft accent',
  accent_muted: 'the muted accent',
  focus: 'the focus ring',
};

export interface ContrastFieldProblem {
  scheme: SchemeName;
  /** The colour to change: the foreground of the failing pairs. */
  role: keyof SchemeColours;
  message: string;
}

/**
 * The failing pairs by the colour a merchandiser would change (each pair's
 * text colour), one sentence per colour naming every background it fails on:
 * what the studio shows beside that colour, and what the server answers at
 * its path (`tokens.schemes.<scheme>.<role>`), so both say the same.
 */
export function contrastFieldProblems(schemes: ColourSchemes): ContrastFieldProblem[] {
  const byField = new Map<string, ContrastProblem[]>();
  for (const problem of contrastProblems(schemes)) {
    const key = `${problem.scheme}.${problem.foreground}`;
    byField.set(key, [...(byField.get(key) ?? []), problem]);
  }
  return [...byField.values()].flatMap((problems) => {
    const [first] = problems;
    if (!first) return [];
    const ratios = problems.map((p) => `${p.ratio.toFixed(2)}:1 on ${ROLE_WORDS[p.background]}`).join(' and ');
    const message = `${SCHEME_LABELS[first.scheme]} scheme: ${ROLE_WORDS[first.foreground]} is ${ratios}, under the ${first.min}:1 WCAG AA needs`;
    return [{ scheme: first.scheme, role: first.foreground, message }];
  });
}
