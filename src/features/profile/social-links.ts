import type { Values } from '@lingui/core';
import type { BusinessDetails } from '../../../schemas/api/shop-config';
import type { MessageKey } from '../../i18n/messages';
import type { IconName } from '../../ui/Icon';
import { isWebUrl } from '../../ui/contact';

export interface SocialLink {
  label: MessageKey;
  hint: MessageKey;
  /** The hint's placeholders: the WhatsApp number. */
  values?: Values;
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
    { label: 'content.socialYoutube', hint: 'content.socialYoutubeHint', href: b.youtube_url, icon: 'youtube' },
    { label: 'content.socialInstagram', hint: 'content.socialInstagramHint', href: b.instagram_url, icon: 'instagram' },
    { label: 'content.socialFacebook', hint: 'content.socialFacebookHint', href: b.facebook_url, icon: 'facebook' },
    { label: 'content.socialRate', hint: 'content.socialRateHint', href: b.review_url, icon: 'star' },
    { label: 'content.socialStore', hint: 'content.socialStoreHint', href: b.map_url, icon: 'map-pin' },
    // No phone, no chat address: the link is dropped below with the others that have none.
    { label: 'content.socialWhatsapp', hint: 'content.socialWhatsappHint', values: { phone: digits }, href: digits ? `https://wa.me/91${digits}` : '', icon: 'whatsapp' },
  ];
  return links.filter((l) => isWebUrl(l.href));
}
