import { describe, expect, it } from 'vitest';
import { businessDetailsSchema } from '../../../schemas/api/shop-config';
import { socialLinks } from '../../../src/features/profile/social-links';

describe('profile social links', () => {
  it('lists the networks that have a web address, plus the WhatsApp chat on 91 and the business phone', () => {
    const links = socialLinks(businessDetailsSchema.parse({ youtube_url: 'https://youtube.example/shop', phone_number: '+91 98765 43210' }));
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ['content.socialYoutube', 'https://youtube.example/shop'],
      ['content.socialWhatsapp', 'https://wa.me/919876543210'],
    ]);
    expect(links[1]?.values).toEqual({ phone: '9876543210' });
  });

  it('never gets a script URL to link: the business details refuse it', () => {
    const typed = businessDetailsSchema.safeParse({ instagram_url: 'javascript:alert(1)', map_url: ' JAVASCRIPT:alert(1)' });
    expect(typed.success).toBe(false);
    expect(typed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['instagram_url', 'an https:// address'],
      ['map_url', 'an https:// address'],
    ]);
  });
});
