import { ComposedLayout } from '../../engine/ComposedLayout';
import { usePageLayout, useThemeConfig } from '../../data/shop-config';
import { usePageTitle } from '../../app/usePageTitle';
import { SectionSkeleton } from '../../engine/SectionSkeleton';
import { useT } from '../../i18n/useT';

/** The home page is entirely the merchandiser's: sections from the home configuration. */
export default function HomePage() {
  const { brand_name } = useThemeConfig();
  const { data, isLoading } = usePageLayout('home');
  const t = useT();
  usePageTitle('', t('home.description', { brand: brand_name }));
  return (
    <>
      <h1 className="visually-hidden">{t('home.heading', { brand: brand_name })}</h1>
      {isLoading && !data ? <SectionSkeleton mobile={360} desktop={420} /> : <ComposedLayout entries={data ?? []} scope="home" />}
    </>
  );
}
