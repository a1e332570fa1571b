import { z } from 'zod';
import { businessDetailsSchema, themeConfigSchema } from '../../../schemas/api/shop-config';
import { contrastFieldProblems } from '../../../schemas/theme/contrast';

/*
 * What may be stored as a setting document, whoever writes it (the studio or
 * the legacy admin PUTs). Stricter than the shared read schemas, which must
 * stay lenient for the storefront.
 */

/** Module switches: status is 'Y' or 'N'; names are unique ignoring case, as they are matched. */
export const moduleListUpdateSchema = z
  .array(
    z.strictObject({
      module_name: z.string().trim().min(1).max(60),
      status: z.string().trim().toUpperCase().pipe(z.enum(['Y', 'N'])),
    }),
  )
  .max(200)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((m, index) => {
      const key = m.module_name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'module_name'], message: `duplicate module "${m.module_name}"` });
      seen.add(key);
    });
  });

/**
 * Strict: a misspelt key ("theme_colour") is refused instead of silently
 * dropped. Colour schemes whose text would be hard to read (under WCAG AA)
 * are refused too, each pair at its text colour's path, with the studio's
 * own check (schemas/theme/contrast.ts), so both say the same.
 */
export const themeUpdateSchema = z.strictObject(themeConfigSchema.shape).superRefine((theme, ctx) => {
  const schemes = theme.tokens?.schemes;
  if (!schemes) return;
  for (const problem of contrastFieldProblems(schemes)) {
    ctx.addIssue({ code: 'custom', path: ['tokens', 'schemes', problem.scheme, problem.role], message: problem.message });
  }
});
export const businessUpdateSchema = z.strictObject(businessDetailsSchema.shape);
