import { audienceSchema } from '../schemas/ui-config/audience';
import { schemeNameProblem } from '../schemas/theme/tokens';
import type { LayoutScope } from '../schemas/ui-config/section-names';
import { menuItemSchema, MENU_SECTION } from '../schemas/menu';
import { lintLayout, unknownKeys, type LintEntry, type LintResult, type LintRules } from '../src/engine/lint';
import { formatIssues } from '../src/engine/resolve';
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

/** The menu is a list of menu items, not of sections. */
function menuItem({ name, section_name, config, problem }: LintEntry): void {
  if (name !== MENU_SECTION) {
    problem('section_name', `the menu holds only "${MENU_SECTION}" entries, got "${section_name}"`);
    return;
  }
  const item = menuItemSchema.safeParse(config);
  if (!item.success) problem('other_configration', formatIssues(item.error.issues));
  for (const key of unknownKeys(menuItemSchema, config)) problem(`other_configration.${key}`, 'unknown property');
}

export const shopLintRules: LintRules<LayoutScope> = {
  section: [audienceRule, colorSchemeRule, variantRule],
  scopes: { menu: menuItem },
};

/** The shop's strict check of a layout before it is stored: the engine's checks with the shop's registry and rules. */
export function lintConfig(raw: unknown, scope: LayoutScope): LintResult {
  return lintLayout(shopRegistry, raw, scope, shopLintRules);
}
