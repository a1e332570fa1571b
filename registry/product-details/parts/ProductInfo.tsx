import type { ProductDetailsCommonProps } from '../../../schemas/sections/product-details';
import { cx } from '../../../src/ui/cx';
import { useProductContext } from '../../../src/features/catalog/product/ProductContext';
import { Description, Highlights } from '../../../src/features/catalog/product/ProductText';
import { SpecsTable } from '../../../src/features/catalog/product/SpecsTable';
import styles from './ProductInfo.module.css';

interface Props extends Pick<ProductDetailsCommonProps, 'show_highlights' | 'show_description' | 'show_specifications'> {
  className?: string;
}

/** Highlights, description and specifications, each as the configuration allows. */
export function ProductInfo({ show_highlights, show_description, show_specifications, className }: Props) {
  const { product } = useProductContext();
  return (
    <div className={cx(styles.info, className)}>
      {show_highlights && <Highlights highlights={product.highlights} />}
      {show_description && <Description text={product.description} />}
      {show_specifications && <SpecsTable specifications={product.specifications} title={product.title} />}
    </div>
  );
}
