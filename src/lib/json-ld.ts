/**
 * JSON for an inline <script>: `<` is escaped so a text holding "</script>"
 * (a product title, a category name) cannot end the element early and inject markup.
 */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org BreadcrumbList for a trail of pages, first to current, with absolute addresses. */
export function breadcrumbListJsonLd(trail: readonly { label: string; to: string }[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.to, origin).href,
    })),
  };
}
