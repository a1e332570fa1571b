import type { TrustIcon as TrustIconName } from '../../../schemas/sections/home';
import { Icon, type IconName } from '../../../src/ui/Icon';

/** Badges the shared icon set lacks, drawn to its 24px stroke grid. */
const extra: Partial<Record<TrustIconName, string>> = {
  receipt: 'M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2zM9 7h6M9 11h6M9 15h4',
  headset: 'M3 14v-2a9 9 0 0 1 18 0v2M3 14h3v6H4a1 1 0 0 1-1-1zM21 14h-3v6h2a1 1 0 0 0 1-1zM18 20c0 1-1 2-3 2h-2',
};

const shared: Partial<Record<TrustIconName, IconName>> = {
  shield: 'shield',
  truck: 'truck',
  refresh: 'refresh',
  wallet: 'wallet',
  lock: 'lock',
};

/** A trust badge icon; decorative, as the badge's words say the same. */
export function TrustIcon({ name, size = 24 }: { name: TrustIconName; size?: number }) {
  const own = extra[name];
  if (own) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={own} />
      </svg>
    );
  }
  return <Icon name={shared[name] ?? 'shield'} size={size} />;
}
