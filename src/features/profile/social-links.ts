import type { BusinessDetails } from '../../../schemas/api/shop-config';
import type { IconName } from '../../ui/Icon';
import { isWebUrl } from '../../ui/contact';

export interface SocialLink {
  label: string;
  hint: string;
  href: string;
  icon: IconName;
}

/**
 * Spec section 2, /profile: video, photo-sharing, social network, review and map
 * pages, plus a chat link made of country code 91 and the business phone.
 */
export function socialLinks(b: BusinessDetails): SocialLink[] {
  const digits = b.phone_number.replace(/\D/g, '').slice(-10);
  const links: SocialLink[] = [
    { label: 'YouTube', hint: 'Reviews, unboxings and build guides', href: b.youtube_url, icon: 'youtube' },
    { label: 'Instagram', hint: 'New arrivals and desk setups', href: b.instagram_url, icon: 'instagram' },
    { label: 'Facebook', hint: 'Offers and community', href: b.facebook_url, icon: 'facebook' },
    { label: 'Rate us', hint: 'Tell others about your experience', href: b.review_url, icon: 'star' },
    { label: 'Find our store', hint: 'Directions on the map', href: b.map_url, icon: 'map-pin' },
    { label: 'Chat on WhatsApp', hint: digits ? `+91 ${digits}` : '', href: digits ? `https://wa.me/91${digits}` : '', icon: 'whatsapp' },
  ];
  return links.filter((l) => isWebUrl(l.href));
}
