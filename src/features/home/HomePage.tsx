import { ComposedLayout } from '../../engine/ComposedLayout';
import { usePageLayout, useThemeConfig } from '../../data/shop-config';
import { usePageTitle } from '../../app/usePageTitle';
import { SectionSkeleton } from '../../engine/SectionSkeleton';

/** The home page is entirely the merchandiser's: sections from the home configuration. */
export default function HomePage() {
  const { brand_name } = useThemeConfig();
  const { data, isLoading } = usePageLayout('home');
  usePageTitle('', `${brand_name}: laptops, desktops, components, mobiles and accessories with GST invoices and fast delivery across India.`);
  return (
    <>
      <h1 className="visually-hidden">{brand_name}: computers and electronics</h1>
      {isLoading && !data ? <SectionSkeleton mobile={360} desktop={420} /> : <ComposedLayout entries={data ?? []} scope="home" />}
    </>
  );
}
