import type { WishlistEmptyProps } from '../../../schemas/sections/wishlist';
import { ButtonLink } from '../../../src/ui/Button';
import { EmptyState } from '../../../src/ui/EmptyState';

export function WishlistEmpty({ empty_title, empty_text, empty_cta }: WishlistEmptyProps) {
  return (
    <EmptyState icon="heart" title={empty_title} actions={<ButtonLink to={empty_cta.href}>{empty_cta.label}</ButtonLink>}>
      {empty_text || undefined}
    </EmptyState>
  );
}
