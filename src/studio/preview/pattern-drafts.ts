import type { PageScope, PreviewMessage } from '../../../schemas/api/studio';

/** One entry as the storefront is served it, showing a pattern with its defaults. */
export function patternEntry(section: string, pattern: number) {
  return { section_name: section, visibility: 'Y', other_configration: JSON.stringify({ pattern }) };
}

/**
 * The drafts that leave only one pattern on the page: a shell section over an
 * empty home page, or a page section without the shell around it.
 */
export function patternDrafts(scope: PageScope, section: string, pattern: number): PreviewMessage[] {
  const entry = patternEntry(section, pattern);
  if (scope === 'shell') {
    return [
      { type: 'vitrine:preview-draft', key: 'shell', document: [entry] },
      { type: 'vitrine:preview-draft', key: 'home', document: [] },
    ];
  }
  return [
    { type: 'vitrine:preview-draft', key: 'shell', document: [] },
    { type: 'vitrine:preview-draft', key: scope, document: [entry] },
  ];
}
