import { useThemeConfig } from '../../../src/data/shop-config';

/** "© 2026 Brand. All rights reserved." with this year, so it never goes stale. */
export function Copyright({ note, className }: { note: string; className?: string }) {
  const { brand_name } = useThemeConfig();
  return (
    <p className={className}>
      © {new Date().getFullYear()} {brand_name}.{note ? ` ${note}` : ''}
    </p>
  );
}
