import type { CartEmptyProps } from '../../../schemas/sections/cart';
import { ButtonLink } from '../../../src/ui/Button';
import { EmptyState } from '../../../src/ui/EmptyState';

/** An empty cart with ways forward. */
export function CartEmpty({ empty_title, empty_text, empty_cta, empty_secondary_cta }: CartEmptyProps) {
  return (
    <EmptyState
      icon="cart"
      title={empty_title}
      actions={
        <>
          <ButtonLink to={empty_cta.href}>{empty_cta.label}</ButtonLink>
          {empty_secondary_cta.label && empty_secondary_cta.href && (
            <ButtonLink to={empty_secondary_cta.href} variant="secondary">
              {empty_secondary_cta.label}
            </ButtonLink>
          )}
        </>
      }
    >
      {empty_text || undefined}
    </EmptyState>
  );
}
