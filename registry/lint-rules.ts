import { audienceSchema } from '../schemas/ui-config/audience';
import { schemeNameProblem } from '../schemas/theme/tokens';
import type { LayoutScope } from '../schemas/ui-config/section-names';
import { menuItemSchema, MENU_SECTION } from '../schemas/menu';
import { lintLayout, lintTranslations, unknownKeys, type LintEntry, type LintResult, type LintRules } from '../src/engine/lint';
import { formatIssues } from '../src/engine/resolve';
import { DEFAULT_LOCALE, LOCALES } from '../schemas/locale';
import { TRANSLATIONS_KEY, translationsOf } from '../schemas/ui-config/translations';
import { shopRegistry } from '.';

/** Who sees a section (the server decides per visitor): a saved audience must parse. */
function audienceRule({ config, problem }: LintEntry): void {
  if (!('audience' in config)) return;
  const audience = audienceSchema.safeParse(config.audience);
  if (!audience.success) for (const issue of audience.error.issues) problem(['other_configration.audience', ...issue.path.map(String)].join('.'), issue.message);
}

/** A section's colour scheme must be one the theme has. */
function colorSchemeRule({ config, problem }: LintEntry): void {
  const scheme = 'color_scheme' in config ? schemeNameProblem(config.color_scheme) : null;
  if (scheme) problem('other_configration.color_scheme', scheme);
}

function variantRule({ config, problem }: LintEntry): void {
  if ('variant' in config) problem('other_configration.variant', 'variant is chosen per visitor by a running experiment; it is never saved');
}

/** Words in the shop's other languages only: English is the entry itself. */
function translationsRule({ config, problem }: LintEntry): void {
  for (const locale of Object.keys(translationsOf(config))) {
    const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
    if (!others.some((l) => l === locale)) problem(`other_configration.${TRANSLATIONS_KEY}.${locale}`, `the shop's other languages are ${others.join(', ')}; ${DEFAULT_LOCALE} is the entry itself`);
  }
}

/** The menu is a list of menu items, not of sections. */
function menuItem({ name, section_name, config, problem }: LintEntry): void {
  if (name !== MENU_SECTION) {
    problem('section_name', `the menu holds only "${MENU_SECTION}" entries, got "${section_name}"`);
    return;
  }
  const { [TRANSLATIONS_KEY]: _translations, ...fields } = config;
  const item = menuItemSchema.safeParse(fields);
  if (!item.success) problem('other_configration', formatIssues(item.error.issues));
  for (const key of unknownKeys(menuItemSchema, fields)) problem(`other_configration.${key}`, 'unknown property');
  if (item.success) lintTranslations(menuItemSchema, fields, config, problem);
  translationsRule({ name, section_name, config, problem });
}

export const shopLintRules: LintRules<LayoutScope> = {
  section: [audienceRule, colorSchemeRule, variantRule, translationsRule],
  scopes: { menu: menuItem },
};

/** The shop's strict check of a layout before it is stored: the engine's checks with the shop's registry and rules. */
export function lintConfig(raw: unknown, scope: LayoutScope): LintResult {
  return lintLayout(shopRegistry, raw, scope, shopLintRules);
}
