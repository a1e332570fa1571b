import { ROUTES } from '../../../schemas/routes';
import { cartRecommendationsPath, productRecommendationsPath } from '../../../schemas/api/recommendations';
import { MAX_INT4, readWholeNumber } from '../../../schemas/zod-helpers';
import type { Locale } from '../../../schemas/locale';

/** Which page a "Goes well with" row stands on decides what it recommends for. */
export type RecommendationScope = { kind: 'product'; productId: number } | { kind: 'cart' } | { kind: 'elsewhere' };

const PRODUCT_PAGE = new RegExp(`^${ROUTES.productDetail.path.replace(':id', '(\\d{1,10})').replace(':name', '[^/]+')}/?$`);
const CART_PAGE = new RegExp(`^${ROUTES.cart.path}/?$`);

/** From the page's address, so the server's render and the browser's agree without any page wiring. */
export function recommendationScopeOf(pathname: string): RecommendationScope {
  const productId = readWholeNumber(PRODUCT_PAGE.exec(pathname)?.[1], 1, MAX_INT4);
  if (productId !== null) return { kind: 'product', productId };
  return CART_PAGE.test(pathname) ? { kind: 'cart' } : { kind: 'elsewhere' };
}

/**
 * The recommendations request for a scope in the page's language (also the SWR
 * key the server seeds when it renders the page); null where the row shows best sellers instead.
 */
export function recommendationPath(scope: RecommendationScope, owner: { user_id: number; session_id: string } | null, limit: number, locale: Locale): string | null {
  if (scope.kind === 'product') return productRecommendationsPath(scope.productId, limit, locale);
  if (scope.kind === 'cart' && owner) return cartRecommendationsPath(owner, limit, locale);
  return null;
}
