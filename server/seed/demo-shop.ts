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

/** Props with their words in Hindi (schemas/ui-config/translations.ts): what a Hindi page shows; anything left out stays English. */
function withHindi(config: Record<string, unknown>, hindi: Record<string, unknown>): Record<string, unknown> {
  return { ...config, translations: { 'hi-IN': hindi } };
}

/** The Hindi of a trust strip's own badges (its defaults), for every page that shows one. */
const TRUST_HINDI = {
  label: 'हमसे क्यों ख़रीदें',
  items: [
    { title: 'असली प्रोडक्ट', text: 'ब्रांड वारंटी' },
    { title: 'GST इनवॉइस', text: 'इनपुट क्रेडिट क्लेम करें' },
    { title: 'मुफ़्त डिलीवरी', text: '₹499 से ऊपर के ऑर्डर पर' },
    { title: 'आसान रिटर्न', text: '7 दिन में रिप्लेसमेंट' },
  ],
};
const VIEW_ALL_HINDI = { view_all_label: 'सभी देखें' };
const SHOP_LINKS_HINDI = [{ label: 'सभी प्रोडक्ट' }, { label: 'नए प्रोडक्ट' }, { label: 'हॉट डील्स' }, { label: 'बेस्ट सेलर' }, { label: 'गिफ़्ट कार्ड' }];

/** The spec's spelling "promotinal-header" is what the provider API stores. */
export const demoShell: UiConfigEntry[] = [
  section(
    'promotinal-header',
    withHindi(
      {
        pattern: 1,
        message: 'Free delivery on orders above ₹499 · No-cost EMI on HDFC & ICICI cards · GST invoice on every order',
        link_label: 'Shop deals',
        link_href: '/product/hot-deals',
        tone: 'brand',
      },
      { message: '₹499 से ऊपर के ऑर्डर पर मुफ़्त डिलीवरी · HDFC और ICICI कार्ड पर नो-कॉस्ट EMI · हर ऑर्डर पर GST इनवॉइस', link_label: 'डील्स देखें' },
    ),
  ),
  section(
    'header',
    withHindi(
      { pattern: 1, search_placeholder: 'Search laptops, graphics cards, monitors…', show_wishlist: true, sticky: true, show_nav_row: true },
      { search_placeholder: 'लैपटॉप, ग्राफ़िक्स कार्ड, मॉनिटर खोजें…', fallback_nav: [...SHOP_LINKS_HINDI, { label: 'सहायता' }] },
    ),
  ),
  section(
    'sub-header',
    withHindi(
      { pattern: 1, show_icons: true, align: 'start' },
      { aria_label: 'शॉप के सेक्शन', fallback_tabs: [{ label: 'होम' }, ...SHOP_LINKS_HINDI.slice(0, 1), { label: 'हॉट डील्स' }, { label: 'बेस्ट सेलर' }, { label: 'नए प्रोडक्ट' }, { label: 'गिफ़्ट कार्ड' }, { label: 'सहायता' }] },
    ),
  ),
  section(
    'footer',
    withHindi(
      {
        pattern: 1,
        about:
          "Pune's neighbourhood computer store since 2009: genuine laptops, PC components and accessories with a GST invoice and full brand warranty, delivered across India.",
        payment_methods: ['UPI', 'Visa', 'Mastercard', 'RuPay', 'Net banking', 'EMI', 'Cash on delivery'],
        copyright_note: 'All rights reserved. Prices include GST.',
      },
      {
        about: '2009 से पुणे का अपना कंप्यूटर स्टोर: असली लैपटॉप, PC पार्ट्स और एक्सेसरीज़, GST इनवॉइस और पूरी ब्रांड वारंटी के साथ, पूरे भारत में डिलीवरी।',
        copyright_note: 'सर्वाधिकार सुरक्षित। कीमतों में GST शामिल है।',
        quick_links_title: 'ख़रीदारी',
        quick_links: SHOP_LINKS_HINDI,
        service_title: 'ग्राहक सेवा',
        service_links: [
          { label: 'ग्राहक सहायता' },
          { label: 'सवाल-जवाब' },
          { label: 'गोपनीयता नीति' },
          { label: 'उपयोग की शर्तें' },
          { label: 'शिपिंग नीति' },
          { label: 'रिटर्न और रिप्लेसमेंट' },
          { label: 'संपर्क करें' },
          { label: 'हमारे बारे में' },
        ],
        contact_title: 'संपर्क में रहें',
        payments_title: 'हम स्वीकार करते हैं',
      },
    ),
  ),
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

/** A menu item with its label in Hindi. */
function menu(item: MenuItem, hindi: string): UiConfigEntry {
  const { module, ...rest } = item;
  return section(MENU_SECTION, withHindi(module === undefined ? rest : { ...rest, module }, { label: hindi }));
}

export const demoMenu: UiConfigEntry[] = [
  menu({ label: 'Laptops', href: '/category/laptops/1', icon: 'grid', placement: 'main' }, 'लैपटॉप'),
  menu({ label: 'Desktops', href: '/category/desktops/2', icon: 'grid', placement: 'main' }, 'डेस्कटॉप'),
  menu({ label: 'Monitors', href: '/category/monitors/3', icon: 'grid', placement: 'main' }, 'मॉनिटर'),
  menu({ label: 'Graphics cards', href: '/category/graphics-cards/5', icon: 'grid', placement: 'main' }, 'ग्राफ़िक्स कार्ड'),
  menu({ label: 'Mobiles', href: '/category/mobiles/10', icon: 'grid', placement: 'main' }, 'मोबाइल'),
  menu({ label: 'Audio', href: '/category/audio/11', icon: 'grid', placement: 'main' }, 'ऑडियो'),
  menu({ label: 'Accessories', href: '/category/accessories/14', icon: 'grid', placement: 'main' }, 'एक्सेसरीज़'),
  menu({ label: 'Deals', href: '/product/hot-deals', icon: 'tag', placement: 'main' }, 'डील्स'),

  menu({ label: 'Hot deals', href: '/product/hot-deals', icon: 'tag', placement: 'sub-header' }, 'हॉट डील्स'),
  menu({ label: 'New arrivals', href: '/new-arrivals', icon: 'sparkle', placement: 'sub-header' }, 'नए प्रोडक्ट'),
  menu({ label: 'Best sellers', href: '/product/best-seller', icon: 'star', placement: 'sub-header' }, 'बेस्ट सेलर'),
  menu({ label: 'Collections', href: '/collection', icon: 'grid', placement: 'sub-header', module: 'collections' }, 'कलेक्शन'),
  menu({ label: 'Gift cards', href: '/gift-card', icon: 'gift', placement: 'sub-header', module: 'gift-card' }, 'गिफ़्ट कार्ड'),

  menu({ label: 'Home', href: '/', icon: 'home', placement: 'bottom-tab' }, 'होम'),
  menu({ label: 'Categories', href: '/products', icon: 'grid', placement: 'bottom-tab' }, 'कैटेगरी'),
  menu({ label: 'Deals', href: '/product/hot-deals', icon: 'tag', placement: 'bottom-tab' }, 'डील्स'),
  menu({ label: 'Wishlist', href: '/wishlist', icon: 'heart', placement: 'bottom-tab', module: 'wishlist' }, 'विशलिस्ट'),
  menu({ label: 'Account', href: '/my-account', icon: 'user', placement: 'bottom-tab' }, 'अकाउंट'),

  menu({ label: 'About us', href: '/about-us', icon: 'none', placement: 'footer' }, 'हमारे बारे में'),
  menu({ label: 'Contact us', href: '/contact', icon: 'none', placement: 'footer' }, 'संपर्क करें'),
  menu({ label: 'FAQ', href: '/faq', icon: 'help', placement: 'footer' }, 'सवाल-जवाब'),
  menu({ label: 'Customer support', href: '/customer-support', icon: 'help', placement: 'footer' }, 'ग्राहक सहायता'),
  menu({ label: 'Track order', href: '/product/track-order', icon: 'none', placement: 'footer', module: 'orders' }, 'ऑर्डर ट्रैक करें'),
  menu({ label: 'Refer and earn', href: '/refer-earn', icon: 'gift', placement: 'footer', module: 'refer-earn' }, 'रेफ़र करें और कमाएँ'),
  menu({ label: 'Privacy policy', href: '/policy/1/privacy-policy', icon: 'none', placement: 'footer' }, 'गोपनीयता नीति'),
  menu({ label: 'Terms and conditions', href: '/policy/2/terms-and-conditions', icon: 'none', placement: 'footer' }, 'नियम और शर्तें'),
  menu({ label: 'Shipping and delivery', href: '/policy/3/shipping-and-delivery', icon: 'none', placement: 'footer' }, 'शिपिंग और डिलीवरी'),
];

/**
 * The home page: the slider, the trust badges, offer cards and the coupon
 * banner. Category links use the seeded catalogue's stable ids.
 */
export const demoHome: UiConfigEntry[] = [
  section('hero-banner', withHindi({
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
  }, {
    label: 'ख़ास ऑफ़र',
    slides: [
      {
        eyebrow: '31 दिसंबर तक',
        title: 'साल के आख़िर की टेक सेल: 60% तक की छूट',
        subtitle: 'गेमिंग और बिज़नेस लैपटॉप, मॉनिटर, SSD और एक्सेसरीज़, हर ऑर्डर पर GST इनवॉइस के साथ।',
        cta: { label: 'हॉट डील्स देखें' },
        secondary_cta: { label: 'सभी प्रोडक्ट' },
      },
      {
        eyebrow: 'ग्राफ़िक्स कार्ड',
        title: 'RTX 40-सीरीज़ ग्राफ़िक्स कार्ड ₹29,999 से',
        subtitle: 'ASUS, MSI, Zotac और Gigabyte के RTX 4060 से 4090 तक, पूरी भारतीय ब्रांड वारंटी के साथ।',
        cta: { label: 'ग्राफ़िक्स कार्ड देखें' },
      },
      {
        eyebrow: 'आसान भुगतान',
        title: 'HDFC और ICICI कार्ड पर नो-कॉस्ट EMI',
        subtitle: '₹5,000 से ऊपर के ऑर्डर पर 3, 6 या 9 महीनों की किस्तें, बिना किसी अतिरिक्त ब्याज के।',
        cta: { label: 'नए प्रोडक्ट देखें' },
        secondary_cta: { label: 'कलेक्शन' },
      },
    ],
  })),
  section('category-grid', withHindi({ pattern: 2, title: 'Shop by category' }, { title: 'कैटेगरी के हिसाब से ख़रीदें' })),
  section(
    'product-carousel',
    withHindi(
      { pattern: 1, title: 'Best sellers', source: 'best_seller', subtitle: 'What shoppers across India are buying this week' },
      { title: 'बेस्ट सेलर', subtitle: 'इस हफ़्ते पूरे भारत में लोग क्या ख़रीद रहे हैं', ...VIEW_ALL_HINDI },
    ),
  ),
  section('trust-strip', withHindi({ pattern: 1 }, TRUST_HINDI)),
  section(
    'product-carousel',
    withHindi(
      { pattern: 2, title: "Today's hot deals", source: 'hot_deal', subtitle: 'The biggest price drops, refreshed every morning' },
      { title: 'आज की हॉट डील्स', subtitle: 'सबसे बड़ी कीमत गिरावट, हर सुबह नई', highlight_label: 'आज की डील', ...VIEW_ALL_HINDI },
    ),
  ),
  section('promo-banners', withHindi({
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
  }, {
    label: 'आपके लिए ऑफ़र',
    cards: [
      { title: 'नो-कॉस्ट EMI', text: '₹5,000 से ऊपर के ऑर्डर पर HDFC और ICICI क्रेडिट कार्ड से।', cta: { label: 'EMI डील्स देखें' } },
      { title: 'पुणे में उसी दिन डिलीवरी', text: 'दोपहर 2 बजे से पहले ऑर्डर करें और आज ही पाएँ, ₹499 से ऊपर मुफ़्त।', cta: { label: 'अभी ख़रीदें' } },
      { title: '₹500 से गिफ़्ट कार्ड', text: 'उन्हें अपना हेडफ़ोन, कीबोर्ड या SSD ख़ुद चुनने दें।', cta: { label: 'गिफ़्ट कार्ड ख़रीदें' } },
    ],
  })),
  section(
    'product-carousel',
    withHindi(
      { pattern: 1, title: 'New arrivals', source: 'new_arrival', subtitle: 'Just landed: the latest laptops, phones and wearables' },
      { title: 'नए प्रोडक्ट', subtitle: 'अभी-अभी आए: नए लैपटॉप, फ़ोन और वियरेबल्स', ...VIEW_ALL_HINDI },
    ),
  ),
  section('collection-showcase', withHindi({ pattern: 1 }, { title: 'चुनिंदा कलेक्शन', subtitle: 'काम और खेल के लिए चुनी हुई किट' })),
  section(
    'product-carousel',
    withHindi(
      { pattern: 1, title: 'Graphics cards', source: 'category', category_id: 5, subtitle: 'RTX and Radeon cards with full Indian brand warranty' },
      { title: 'ग्राफ़िक्स कार्ड', subtitle: 'पूरी भारतीय ब्रांड वारंटी के साथ RTX और Radeon कार्ड', ...VIEW_ALL_HINDI },
    ),
  ),
  section('category-grid', withHindi({ pattern: 1, title: 'Explore every category', limit: 14 }, { title: 'सभी कैटेगरी देखें' })),
  section('brand-strip', withHindi({ pattern: 1 }, { title: 'टॉप ब्रांड' })),
  // The coupon banner's defaults are the demo offer (TECH500).
  section(
    'promo-banners',
    withHindi(
      { pattern: 2 },
      {
        title: '₹9,999 से ऊपर ₹500 की छूट के लिए कोड TECH500 लगाएँ',
        text: '31 दिसंबर तक लैपटॉप, मॉनिटर और PC पार्ट्स पर। हर ग्राहक एक बार।',
        cta: { label: 'अभी ख़रीदें' },
      },
    ),
  ),
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
  products: [
    section('product-filters', withHindi({ pattern: 1 }, { title: 'फ़िल्टर' })),
    section(
      'product-listing',
      withHindi({ pattern: 1 }, { label: 'प्रोडक्ट', empty_title: 'इन फ़िल्टर से कोई प्रोडक्ट नहीं मिला', empty_text: 'कोई फ़िल्टर हटाकर या कीमत की सीमा बढ़ाकर देखें।' }),
    ),
    section('trust-strip', withHindi({ pattern: 2 }, TRUST_HINDI))],
  'products-details': [
    section(
      'product-details',
      withHindi(
        { pattern: 1 },
        {
          delivery_lines: [{ text: '₹499 से ऊपर के ऑर्डर पर मुफ़्त डिलीवरी' }, { text: 'कामकाजी दिनों में 24 घंटे के अंदर रवाना' }, { text: 'ब्रांड वारंटी, पूरे भारत में सर्विस' }],
          assurances: ['GST इनवॉइस', '7 दिन में रिप्लेसमेंट'],
        },
      ),
    ),
    section('trust-strip', withHindi({ pattern: 2 }, TRUST_HINDI)),
    // The merchandiser's "goes well with" rule for the product's category (studio → Recommendations).
    section(
      'product-carousel',
      withHindi(
        { pattern: 1, title: 'Goes well with', source: 'related', subtitle: 'Accessories and add-ons shoppers pick up with this', limit: 12 },
        { title: 'इसके साथ ख़रीदें', subtitle: 'एक्सेसरीज़ और ऐड-ऑन जो लोग इसके साथ लेते हैं', ...VIEW_ALL_HINDI },
      ),
    ),
    section('related-products', withHindi({ pattern: 1 }, { title: 'आपको ये भी पसंद आ सकते हैं', subtitle: 'इसी शेल्फ़ से और पसंद' })),
    section('product-carousel', withHindi({ pattern: 1, title: 'Best sellers', source: 'best_seller', subtitle: '' }, { title: 'बेस्ट सेलर', ...VIEW_ALL_HINDI })),
  ],
  cart: [
    section(
      'cart-items',
      withHindi(
        { pattern: 1 },
        {
          title: 'आपके कार्ट में सामान',
          summary_title: 'कीमत का ब्योरा',
          gst_note: 'हर ऑर्डर के साथ GST इनवॉइस। इनपुट टैक्स क्रेडिट के लिए चेकआउट पर अपना GSTIN जोड़ें।',
          checkout_label: 'चेकआउट करें',
          empty_title: 'आपका कार्ट ख़ाली है',
          empty_text: 'लैपटॉप, पार्ट्स या एक्सेसरीज़ जोड़ें, वे यहाँ आपका इंतज़ार करेंगे।',
          empty_cta: { label: 'आज की डील्स देखें' },
          empty_secondary_cta: { label: 'प्रोडक्ट देखें' },
        },
      ),
    ),
    section('trust-strip', withHindi({ pattern: 2 }, TRUST_HINDI)),
    section(
      'product-carousel',
      withHindi(
        { pattern: 1, title: 'Complete your setup', source: 'related', subtitle: 'Goes well with what is in your cart', limit: 12 },
        { title: 'अपना सेटअप पूरा करें', subtitle: 'आपके कार्ट के सामान के साथ ख़ूब जमेंगे', ...VIEW_ALL_HINDI },
      ),
    ),
  ],
  wishlist: [
    section(
      'wishlist-items',
      withHindi(
        { pattern: 1 },
        {
          title: 'बाद के लिए सहेजे गए',
          empty_title: 'आपकी विशलिस्ट ख़ाली है',
          empty_text: 'किसी भी प्रोडक्ट पर दिल का निशान दबाएँ: वह यहाँ सहेजा जाएगा और आप उसकी कीमत पर नज़र रख सकेंगे।',
          empty_cta: { label: 'अपनी पसंद की चीज़ ढूँढें' },
          move_to_cart_label: 'कार्ट में डालें',
        },
      ),
    ),
    section('product-carousel', withHindi({ pattern: 1, title: 'New arrivals', source: 'new_arrival', subtitle: '' }, { title: 'नए प्रोडक्ट', ...VIEW_ALL_HINDI })),
  ],
  checkout: [
    section(
      'checkout-address',
      withHindi(
        { pattern: 1 },
        { title: 'डिलीवरी का पता', add_label: 'नया पता जोड़ें', empty_text: 'वह पता जोड़ें जहाँ हम डिलीवरी करें: बस एक मिनट लगेगा, और आप नक़्शे पर पिन लगा सकते हैं।' },
      ),
    ),
    section('checkout-delivery', withHindi({ pattern: 1 }, { title: 'डिलीवरी', note: 'शाम 4 बजे से पहले के ऑर्डर उसी दिन रवाना होते हैं।' })),
    section('checkout-coupons', withHindi({ pattern: 1 }, { title: 'कूपन और ऑफ़र', code_label: 'कूपन कोड', apply_label: 'लगाएँ' })),
    section(
      'checkout-payment',
      withHindi(
        { pattern: 1 },
        { title: 'भुगतान का तरीका', place_label: 'ऑर्डर करें', pay_label: 'भुगतान करें', note: 'भुगतान Razorpay से सुरक्षित रूप से होते हैं। हम आपके कार्ड की जानकारी कभी नहीं देखते।' },
      ),
    ),
    section('checkout-summary', withHindi({ pattern: 1 }, { title: 'ऑर्डर का सार', gst_note: 'कीमतों में GST शामिल है। आपका टैक्स इनवॉइस इसे हर लाइन में दिखाता है।' })),
    section(
      'trust-strip',
      withHindi(
        {
          pattern: 2,
          label: 'Why checkout is safe',
          items: [
            { icon: 'lock', title: 'Secure payments', text: '256-bit encryption' },
            { icon: 'receipt', title: 'GST invoice', text: 'Claim input credit' },
            { icon: 'refresh', title: 'Easy returns', text: '7-day replacement' },
          ],
        },
        {
          label: 'चेकआउट सुरक्षित क्यों है',
          items: [
            { title: 'सुरक्षित भुगतान', text: '256-बिट एन्क्रिप्शन' },
            { title: 'GST इनवॉइस', text: 'इनपुट क्रेडिट क्लेम करें' },
            { title: 'आसान रिटर्न', text: '7 दिन में रिप्लेसमेंट' },
          ],
        },
      ),
    ),
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
