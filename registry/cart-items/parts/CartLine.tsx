import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { CartItem } from '../../../schemas/api/cart';
import { useCartView } from '../../../src/features/cart/CartContext';
import { QuantityStepper } from '../../../src/features/cart/QuantityStepper';
import { limitHint, lineProblem } from '../../../src/features/cart/summary';
import { Button } from '../../../src/ui/Button';
import { cx } from '../../../src/ui/cx';
import { useFormat } from '../../../src/i18n/useFormat';
import { useT } from '../../../src/i18n/useT';
import { Price } from '../../../src/ui/product/Price';
import { ProductImage } from '../../../src/ui/product/ProductImage';
import { productHref } from '../../../src/ui/product/links';
import { BrandName } from '../../../src/ui/product/BrandName';
import styles from './CartLine.module.css';

interface Props {
  line: CartItem;
  /** Smaller picture and tighter rows (pattern 2). */
  compact?: boolean;
  showMoveToWishlist: boolean;
  /** The first lines' pictures are above the fold. */
  priority?: boolean;
}

/** One cart line: picture, title, variant, unit price, quantity, line total and its actions. */
export function CartLine({ line, compact, showMoveToWishlist, priority }: Props) {
  const { actions, moveToWishlist } = useCartView();
  const [moving, setMoving] = useState(false);
  const t = useT();
  const format = useFormat();
  const problem = lineProblem(line);
  const href = productHref({ id: line.product_id, slug: line.slug });
  const limit = limitHint(line);
  const hint = t(limit.key, { count: limit.count });

  const move = async () => {
    setMoving(true);
    await moveToWishlist(line);
    setMoving(false);
  };

  const remove = async (event: MouseEvent<HTMLButtonElement>) => {
    // The line (and the focused button with it) goes at once: the focus moves on to a neighbour's Remove, else into the page.
    const item = event.currentTarget.closest('li');
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    const next = neighbour?.querySelector<HTMLElement>('[data-remove-line]') ?? event.currentTarget.closest<HTMLElement>('main');
    next?.focus();
    // Said aloud (the toast is a polite live region): the line vanishing is not.
    if (await actions.remove(line)) toast.success(t('cart.removed', { title: line.title }));
  };

  return (
    <li className={cx(styles.line, compact && styles.compact, problem === 'out-of-stock' && styles.unavailable)}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <ProductImage image={line.image} alt="" priority={priority} />
      </Link>
      <div className={styles.info}>
        <BrandName name={line.brand} />
        <h3 className={styles.title}>
          <Link to={href}>{line.title}</Link>
        </h3>
        {line.variant_label && <p className={styles.variant}>{line.variant_label}</p>}
        <Price price={line.price} mrp={line.mrp} size="sm" className={styles.unit} />
        {problem === 'out-of-stock' && (
          <p className={styles.problem} role="status">
            {t('cart.outOfStock')}
          </p>
        )}
        {problem === 'over-limit' && (
          <p className={styles.problem} role="status">
            {t('cart.lowerTo', { hint, max: line.max_qty })}
          </p>
        )}
      </div>
      <div className={styles.qty}>
        {problem !== 'out-of-stock' && (
          <QuantityStepper
            value={line.qty}
            max={Math.max(line.max_qty, 1)}
            onChange={(qty) => actions.setQuantity(line, qty)}
            label={line.title}
            limitHint={hint}
          />
        )}
      </div>
      <p className={styles.total}>
        <span className="visually-hidden">{t('cart.lineTotal')} </span>
        {problem === 'out-of-stock' ? <span className={styles.excluded}>{t('cart.notIncluded')}</span> : format.money(line.price * line.qty)}
      </p>
      <div className={styles.actions}>
        <Button type="button" variant="ghost" className={styles.action} aria-label={t('cart.removeItem', { title: line.title })} data-remove-line onClick={(event) => void remove(event)}>
          {t('cart.remove')}
        </Button>
        {showMoveToWishlist && (
          <Button type="button" variant="ghost" className={styles.action} busy={moving} onClick={() => void move()}>
            {t('cart.moveToWishlist')}<span className="visually-hidden">: {line.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
