import { Toaster } from 'react-hot-toast';
import { useMediaQuery } from '../features/catalog/listing/filters/useMediaQuery';

/** The width from which the studio shows its side panel and preview side by side (studio.css uses the same). */
export const WIDE_STUDIO = '(min-width: 1024px)';

/**
 * Toasts where no control lives: over the preview's bottom right on wide
 * screens (Sign out and Publish are at the top), and just above the publish
 * bar that is fixed to the bottom of narrow screens.
 */
export function StudioToaster() {
  const wide = useMediaQuery(WIDE_STUDIO);
  return (
    <Toaster
      position={wide ? 'bottom-right' : 'bottom-center'}
      containerClassName="st-toaster"
      containerStyle={wide ? undefined : { bottom: 'calc(var(--st-bar-height) + 8px)' }}
    />
  );
}
