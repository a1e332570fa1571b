import type { CampaignDocument } from '../../schemas/api/campaign-pages';
import { section } from './demo-shop';

/** The demo shop's campaign page: the year-end sale the home page's first slide advertises. */
export const DEMO_CAMPAIGN_SLUG = 'year-end-tech-sale';

export const demoCampaign: CampaignDocument = {
  title: 'Year-End Tech Sale',
  description: 'Up to 60% off gaming and business laptops, monitors, SSDs and accessories, with no-cost EMI and a GST invoice on every order.',
  share_image: '',
  starts_at: null,
  ends_at: null,
  after_end: '/product/hot-deals',
  sections: [
    section('hero-banner', {
      pattern: 1,
      label: 'Year-End Tech Sale',
      slides: [
        {
          eyebrow: 'Ends 31 December',
          title: 'Year-End Tech Sale: up to 60% off',
          subtitle: 'The lowest prices of the year on laptops, monitors and storage, with free delivery above ₹499.',
          cta: { label: 'Shop the deals', href: '/product/hot-deals' },
          secondary_cta: { label: 'Best sellers', href: '/product/best-seller' },
          tone: 'dark',
          illustration: 'laptop',
        },
        {
          eyebrow: 'Bank offer',
          title: 'Extra 10% off with HDFC cards',
          subtitle: 'Up to ₹5,000 off on orders above ₹25,000, and no-cost EMI for 3, 6 or 9 months.',
          cta: { label: 'Shop laptops', href: '/category/laptops/1' },
          secondary_cta: { label: '', href: '' },
          tone: 'brand',
          illustration: 'monitor',
        },
      ],
      interval_seconds: 6,
    }),
    section('product-carousel', { pattern: 2, title: 'Biggest price drops', source: 'hot_deal', subtitle: 'Up to 60% off, while stocks last' }),
    section('category-grid', { pattern: 2, title: 'Deals by category' }),
    section('product-carousel', { pattern: 1, title: 'Laptops on sale', source: 'category', category_id: 1, subtitle: 'Gaming, thin-and-light and business laptops' }),
    section('trust-strip', { pattern: 1 }),
    section('product-carousel', { pattern: 1, title: 'Best sellers this season', source: 'best_seller', subtitle: '' }),
  ],
};
