/**
 * The demo shop, as pure data: no server or database imports, so Storybook and
 * component tests can use it as fixtures. The server seeds an empty database
 * with it.
 */
import type { UiConfigEntry } from '../../schemas/ui-config/entry';
import type { PageScope } from '../../schemas/ui-config/section-names';
import type { Bootstrap, BusinessDetails, ModuleEntry, PushSettings, ThemeConfig } from '../../schemas/api/shop-config';
import { MENU_SECTION, type MenuItem } from '../../schemas/menu';

export const demoTheme: ThemeConfig = {
  brand_name: 'Circuit Bazaar',
  theme_color: '#1d4ed8',
  favicon: '/media/favicon.svg',
};

export const demoBusiness: BusinessDetails = {
  brand_logo: '/media/logo.svg',
  youtube_url: 'https://www.youtube.com/@circuitbazaar',
  instagram_url: 'https://www.instagram.com/circuitbazaar',
  facebook_url: 'https://www.facebook.com/circuitbazaar',
  phone_number: '9876543210',
  email: 'support@circuitbazaar.in',
  address: 'Shop 12, Sai Plaza, Sinhagad Road, Anand Nagar, Pune, Maharashtra 411051',
  review_url: 'https://g.page/r/circuitbazaar-pune/review',
  // The spec's default map position (18.447660, 73.826200) is in Pune.
  map_url: 'https://www.google.com/maps/search/?api=1&query=18.447660,73.826200',
  gstin: '27AAKFC4821M1Z3',
};

// On: locally a stand-in provider gives a token (the demo project has no FCM); in production the shop's VAPID key goes here.
export const demoPush: PushSettings = { enabled: true, vapid_public_key: '' };

export const demoModules: ModuleEntry[] = [
  'cart',
  'wishlist',
  'orders',
  'returns',
  'wallet',
  'gift-card',
  'refer-earn',
  'collections',
  'push-notification',
].map((module_name) => ({ module_name, status: 'Y' }));

/** A configuration entry from its props, as the provider API stores it. */
export function section(section_name: string, config: Record<string, unknown>, visibility: 'Y' | 'N' = 'Y'): UiConfigEntry {
  return { section_name, visibility, other_configration: JSON.stringify(config) };
}

/** The spec's spelling "promotinal-header" is what the provider API stores. */
export const demoShell: UiConfigEntry[] = [
  section('promotinal-header', {
    pattern: 1,
    message: 'Free delivery on orders above ₹499 · No-cost EMI on HDFC & ICICI cards · GST invoice on every order',
    link_label: 'Shop deals',
    link_href: '/product/hot-deals',
    tone: 'brand',
  }),
  section('header', {
    pattern: 1,
    search_placeholder: 'Search laptops, graphics cards, monitors…',
    show_wishlist: true,
    sticky: true,
    show_nav_row: true,
  }),
  section('sub-header', { pattern: 1, show_icons: true, align: 'start' }),
  section('footer', {
    pattern: 1,
    about:
      "Pune's neighbourhood computer store since 2009: genuine laptops, PC components and accessories with a GST invoice and full brand warranty, delivered across India.",
    payment_methods: ['UPI', 'Visa', 'Mastercard', 'RuPay', 'Net banking', 'EMI', 'Cash on delivery'],
    copyright_note: 'All rights reserved. Prices include GST.',
  }),
  // Hidden alternatives a merchandiser can switch on during a sale.
  section(
    'promotinal-header',
    {
      pattern: 2,
      messages: [
        { text: 'Diwali Tech Fest: up to 55% off gaming laptops', href: '/product/hot-deals' },
        { text: 'Extra ₹1,500 off on RTX graphics cards with code GPU1500', href: '/category/graphics-cards/5' },
        { text: 'Same-day delivery in Pune on orders before 2 pm', href: '' },
      ],
      interval_seconds: 5,
      tone: 'dark',
    },
    'N',
  ),
  section('footer', { pattern: 2, newsletter_title: 'Get Circuit Bazaar deals first', show_newsletter: true }, 'N'),
];

function menu(item: MenuItem): UiConfigEntry {
  const { module, ...rest } = item;
  return section(MENU_SECTION, module === undefined ? rest : { ...rest, module });
}

export const demoMenu: UiConfigEntry[] = [
  menu({ label: 'Laptops', href: '/category/laptops/1', icon: 'grid', placement: 'main' }),
  menu({ label: 'Desktops', href: '/category/desktops/2', icon: 'grid', placement: 'main' }),
  menu({ label: 'Monitors', href: '/category/monitors/3', icon: 'grid', placement: 'main' }),
  menu({ label: 'Graphics cards', href: '/category/graphics-cards/5', icon: 'grid', placement: 'main' }),
  menu({ label: 'Mobiles', href: '/category/mobiles/10', icon: 'grid', placement: 'main' }),
  menu({ label: 'Audio', href: '/category/audio/11', icon: 'grid', placement: 'main' }),
  menu({ label: 'Accessories', href: '/category/accessories/14', icon: 'grid', placement: 'main' }),
  menu({ label: 'Deals', href: '/product/hot-deals', icon: 'tag', placement: 'main' }),

  menu({ label: 'Hot deals', href: '/product/hot-deals', icon: 'tag', placement: 'sub-header' }),
  menu({ label: 'New arrivals', href: '/new-arrivals', icon: 'sparkle', placement: 'sub-header' }),
  menu({ label: 'Best sellers', href: '/product/best-seller', icon: 'star', placement: 'sub-header' }),
  menu({ label: 'Collections', href: '/collection', icon: 'grid', placement: 'sub-header', module: 'collections' }),
  menu({ label: 'Gift cards', href: '/gift-card', icon: 'gift', placement: 'sub-header', module: 'gift-card' }),

  menu({ label: 'Home', href: '/', icon: 'home', placement: 'bottom-tab' }),
  menu({ label: 'Categories', href: '/products', icon: 'grid', placement: 'bottom-tab' }),
  menu({ label: 'Deals', href: '/product/hot-deals', icon: 'tag', placement: 'bottom-tab' }),
  menu({ label: 'Wishlist', href: '/wishlist', icon: 'heart', placement: 'bottom-tab', module: 'wishlist' }),
  menu({ label: 'Account', href: '/my-account', icon: 'user', placement: 'bottom-tab' }),

  menu({ label: 'About us', href: '/about-us', icon: 'none', placement: 'footer' }),
  menu({ label: 'Contact us', href: '/contact', icon: 'none', placement: 'footer' }),
  menu({ label: 'FAQ', href: '/faq', icon: 'help', placement: 'footer' }),
  menu({ label: 'Customer support', href: '/customer-support', icon: 'help', placement: 'footer' }),
  menu({ label: 'Track order', href: '/product/track-order', icon: 'none', placement: 'footer', module: 'orders' }),
  menu({ label: 'Refer and earn', href: '/refer-earn', icon: 'gift', placement: 'footer', module: 'refer-earn' }),
  menu({ label: 'Privacy policy', href: '/policy/1/privacy-policy', icon: 'none', placement: 'footer' }),
  menu({ label: 'Terms and conditions', href: '/policy/2/terms-and-conditions', icon: 'none', placement: 'footer' }),
  menu({ label: 'Shipping and delivery', href: '/policy/3/shipping-and-delivery', icon: 'none', placement: 'footer' }),
];

/**
 * The home page: the slider, the trust badges, offer cards and the coupon
 * banner. Category links use the seeded catalogue's stable ids.
 */
export const demoHome: UiConfigEntry[] = [
  section('hero-banner', {
    pattern: 1,
    label: 'Featured offers',
    slides: [
      {
        eyebrow: 'Ends 31 December',
        title: 'Year-End Tech Sale: up to 60% off',
        subtitle: 'Gaming and business laptops, monitors, SSDs and accessories, with a GST invoice on every order.',
        cta: { label: 'Shop hot deals', href: '/product/hot-deals' },
        secondary_cta: { label: 'All products', href: '/products' },
        tone: 'dark',
        illustration: 'laptop',
      },
      {
        eyebrow: 'Graphics cards',
        title: 'RTX 40-series graphics cards from ₹29,999',
        subtitle: 'RTX 4060 to 4090 from ASUS, MSI, Zotac and Gigabyte, with full Indian brand warranty.',
        cta: { label: 'Shop graphics cards', href: '/category/graphics-cards/5' },
        secondary_cta: { label: '', href: '' },
        tone: 'brand',
        illustration: 'gpu',
      },
      {
        eyebrow: 'Easy payments',
        title: 'No-cost EMI on HDFC & ICICI cards',
        subtitle: 'Spread the cost over 3, 6 or 9 months on orders above ₹5,000, with no extra interest.',
        cta: { label: 'See new arrivals', href: '/new-arrivals' },
        secondary_cta: { label: 'Collections', href: '/collection' },
        tone: 'accent',
        illustration: 'monitor',
      },
    ],
    interval_seconds: 6,
  }),
  section('category-grid', { pattern: 2, title: 'Shop by category' }),
  section('product-carousel', { pattern: 1, title: 'Best sellers', source: 'best_seller', subtitle: 'What shoppers across India are buying this week' }),
  section('trust-strip', { pattern: 1 }),
  section('product-carousel', { pattern: 2, title: "Today's hot deals", source: 'hot_deal', subtitle: 'The biggest price drops, refreshed every morning' }),
  section('promo-banners', {
    pattern: 1,
    cards: [
      {
        title: 'No-cost EMI',
        text: 'On HDFC & ICICI credit cards for orders above ₹5,000.',
        cta: { label: 'See EMI deals', href: '/product/hot-deals' },
        tone: 'brand',
        icon: 'wallet',
      },
      {
        title: 'Same-day delivery in Pune',
        text: 'Order before 2 pm and get it today, free above ₹499.',
        cta: { label: 'Shop now', href: '/products' },
        tone: 'soft',
        icon: 'truck',
      },
      {
        title: 'Gift cards from ₹500',
        text: 'Let them pick their own headphones, keyboard or SSD.',
        cta: { label: 'Buy a gift card', href: '/gift-card' },
        tone: 'accent',
        icon: 'gift',
      },
    ],
  }),
  section('product-carousel', { pattern: 1, title: 'New arrivals', source: 'new_arrival', subtitle: 'Just landed: the latest laptops, phones and wearables' }),
  section('collection-showcase', { pattern: 1 }),
  section('product-carousel', {
    pattern: 1,
    title: 'Graphics cards',
    source: 'category',
    category_id: 5,
    subtitle: 'RTX and Radeon cards with full Indian brand warranty',
  }),
  section('category-grid', { pattern: 1, title: 'Explore every category', limit: 14 }),
  section('brand-strip', { pattern: 1 }),
  // The coupon banner's defaults are the demo offer (TECH500).
  section('promo-banners', { pattern: 2 }),
  // A hidden alternative a merchandiser can switch on.
  section(
    'hero-banner',
    {
      pattern: 2,
      headline: 'Build your dream PC',
      cta: { label: 'Shop processors', href: '/category/processors/4' },
      secondary_cta: { label: 'New arrivals', href: '/new-arrivals' },
      tone: 'dark',
    },
    'N',
  ),
];

/** Every configurable scope, with the sections a first-class shop would put there. */
export const demoLayouts: Record<PageScope, UiConfigEntry[]> = {
  shell: demoShell,
  menu: demoMenu,
  home: demoHome,
  products: [section('product-filters', { pattern: 1 }), section('product-listing', { pattern: 1 }), section('trust-strip', { pattern: 2 })],
  'products-details': [
    section('product-details', { pattern: 1 }),
    section('trust-strip', { pattern: 2 }),
    // The merchandiser's "goes well with" rule for the product's category (studio → Recommendations).
    section('product-carousel', {
      pattern: 1,
      title: 'Goes well with',
      source: 'related',
      subtitle: 'Accessories and add-ons shoppers pick up with this',
      limit: 12,
    }),
    section('related-products', { pattern: 1 }),
    section('product-carousel', { pattern: 1, title: 'Best sellers', source: 'best_seller', subtitle: '' }),
  ],
  cart: [
    section('cart-items', { pattern: 1 }),
    section('trust-strip', { pattern: 2 }),
    section('product-carousel', {
      pattern: 1,
      title: 'Complete your setup',
      source: 'related',
      subtitle: 'Goes well with what is in your cart',
      limit: 12,
    }),
  ],
  wishlist: [
    section('wishlist-items', { pattern: 1 }),
    section('product-carousel', { pattern: 1, title: 'New arrivals', source: 'new_arrival', subtitle: '' }),
  ],
  checkout: [
    section('checkout-address', { pattern: 1 }),
    section('checkout-delivery', { pattern: 1 }),
    section('checkout-coupons', { pattern: 1 }),
    section('checkout-payment', { pattern: 1 }),
    section('checkout-summary', { pattern: 1 }),
    section('trust-strip', {
      pattern: 2,
      label: 'Why checkout is safe',
      items: [
        { icon: 'lock', title: 'Secure payments', text: '256-bit encryption' },
        { icon: 'receipt', title: 'GST invoice', text: 'Claim input credit' },
        { icon: 'refresh', title: 'Easy returns', text: '7-day replacement' },
      ],
    }),
  ],
};

/** What the server inlines into index.html for the demo shop's home page (catalogue reads aside: they need the database). */
export const demoBootstrap: Bootstrap = {
  theme: demoTheme,
  business: demoBusiness,
  modules: demoModules,
  shell: demoShell,
  menu: demoMenu,
  pages: { home: demoLayouts.home },
  prefetched: {},
};
