import type { CategoryKind } from '../../schemas/api/catalog';
import type { CategoryTranslations, ProductTranslations } from '../../schemas/api/catalog-translations';

/*
 * The demo catalogue in Hindi (issue 22): every category's name, and each
 * generated product's title and short description. Brand names, model
 * numbers and specifications stay Latin, as Indian shops write them
 * ("ASUS TUF Gaming F15 गेमिंग लैपटॉप (Core i5-12450H, RTX 3050, 15.6" 144 Hz)");
 * the words around them are Hindi.
 */

/** Every demo category by slug (server/seed/catalog/categories.ts). */
export const CATEGORY_NAMES_HINDI: Readonly<Record<string, string>> = {
  laptops: 'लैपटॉप',
  desktops: 'डेस्कटॉप',
  monitors: 'मॉनिटर',
  processors: 'प्रोसेसर',
  'graphics-cards': 'ग्राफ़िक्स कार्ड',
  memory: 'मेमोरी (RAM)',
  storage: 'स्टोरेज',
  'keyboards-mice': 'कीबोर्ड और माउस',
  networking: 'नेटवर्किंग',
  mobiles: 'मोबाइल',
  audio: 'ऑडियो',
  wearables: 'वियरेबल्स',
  cameras: 'कैमरे',
  accessories: 'एक्सेसरीज़',
  'gaming-laptops': 'गेमिंग लैपटॉप',
  'thin-and-light': 'पतले और हल्के लैपटॉप',
  'business-laptops': 'बिज़नेस लैपटॉप',
  '2-in-1-laptops': '2-इन-1 लैपटॉप',
  'gaming-pcs': 'गेमिंग PC',
  'all-in-one-pcs': 'ऑल-इन-वन PC',
  'mini-pcs': 'मिनी PC',
  'office-desktops': 'ऑफ़िस डेस्कटॉप',
  'gaming-monitors': 'गेमिंग मॉनिटर',
  'office-monitors': 'ऑफ़िस मॉनिटर',
  'professional-monitors': 'प्रोफ़ेशनल मॉनिटर',
  'intel-processors': 'Intel प्रोसेसर',
  'amd-processors': 'AMD प्रोसेसर',
  'nvidia-geforce': 'NVIDIA GeForce ग्राफ़िक्स कार्ड',
  'amd-radeon': 'AMD Radeon ग्राफ़िक्स कार्ड',
  'intel-arc': 'Intel Arc ग्राफ़िक्स कार्ड',
  'desktop-ram': 'डेस्कटॉप RAM',
  'laptop-ram': 'लैपटॉप RAM',
  ssds: 'SSD ड्राइव',
  'hard-drives': 'हार्ड ड्राइव',
  'memory-cards-pen-drives': 'मेमोरी कार्ड और पेन ड्राइव',
  keyboards: 'कीबोर्ड',
  mice: 'माउस',
  'keyboard-mouse-combos': 'कीबोर्ड-माउस कॉम्बो',
  'wifi-routers': 'वाई-फ़ाई राउटर',
  'mesh-wifi': 'मेश वाई-फ़ाई',
  'adapters-extenders': 'अडैप्टर और एक्सटेंडर',
  'network-switches': 'नेटवर्क स्विच',
  'flagship-phones': 'फ़्लैगशिप फ़ोन',
  'mid-range-phones': 'मिड-रेंज फ़ोन',
  'budget-phones': 'बजट फ़ोन',
  headphones: 'हेडफ़ोन',
  earbuds: 'ट्रू वायरलेस ईयरबड्स',
  'bluetooth-speakers': 'ब्लूटूथ स्पीकर',
  soundbars: 'साउंडबार',
  smartwatches: 'स्मार्टवॉच',
  'fitness-bands': 'फ़िटनेस बैंड',
  'smart-rings': 'स्मार्ट रिंग',
  'mirrorless-cameras': 'मिररलेस कैमरे',
  'dslr-cameras': 'DSLR कैमरे',
  'action-cameras': 'एक्शन कैमरे',
  'vlogging-instant-cameras': 'व्लॉगिंग और इंस्टेंट कैमरे',
  'chargers-power-banks': 'चार्जर और पावर बैंक',
  'cables-hubs': 'केबल और हब',
  'laptop-bags': 'लैपटॉप बैग और स्लीव',
  'straps-charms-cases': 'स्ट्रैप, चार्म और केस',
};

export function categoryTranslations(slug: string): CategoryTranslations {
  const title = CATEGORY_NAMES_HINDI[slug];
  return title ? { 'hi-IN': { title } } : {};
}

/**
 * The English product words of the templates' titles and their Hindi, longest
 * first so "Gaming Monitor" is taken before "Monitor". Whole words only; a
 * word ending in "$" only where a title's part ends, so a model name holding
 * it ("LG Smart Monitor 24LF20E") keeps it.
 */
const TITLE_WORDS: readonly (readonly [string, string])[] = [
  ['USB 3.0 to Gigabit Ethernet Adapter', 'USB 3.0 से गीगाबिट ईथरनेट अडैप्टर'],
  ['Mouse and Keyboard Combo', 'माउस और कीबोर्ड कॉम्बो'],
  ['Super Fast Travel Adapter', 'सुपर फ़ास्ट ट्रैवल अडैप्टर'],
  ['Case with Keyring Charm', 'केस, कीरिंग चार्म के साथ'],
  ['USB-C Power Adapter', 'USB-C पावर अडैप्टर'],
  ['Instant Camera', 'इंस्टेंट कैमरा'],
  ['Phone Charm', 'फ़ोन चार्म'],
  ['USB Wi-Fi 6 Adapter', 'USB वाई-फ़ाई 6 अडैप्टर'],
  ['Wireless Mouse$', 'वायरलेस माउस'],
  ['Gaming Combo$', 'गेमिंग कॉम्बो'],
  ['Portable SSD$', 'पोर्टेबल SSD'],
  ['Dual-Band', 'डुअल-बैंड'],
  ['Whole-Home Mesh Wi-Fi System', 'पूरे घर का मेश वाई-फ़ाई सिस्टम'],
  ['Wireless Over-Ear Headphones', 'वायरलेस ओवर-ईयर हेडफ़ोन'],
  ['Portable External Hard Drive', 'पोर्टेबल एक्सटर्नल हार्ड ड्राइव'],
  ['Memory Card with SD Adapter', 'मेमोरी कार्ड, SD अडैप्टर के साथ'],
  ['Active Noise Cancellation', 'एक्टिव नॉइज़ कैंसलेशन'],
  ['Portable Bluetooth Speaker', 'पोर्टेबल ब्लूटूथ स्पीकर'],
  ['Soundbar with Subwoofer', 'साउंडबार, सबवूफ़र के साथ'],
  ['True Wireless Earbuds', 'ट्रू वायरलेस ईयरबड्स'],
  ['Professional Monitor', 'प्रोफ़ेशनल मॉनिटर'],
  ['Internal Hard Drive', 'इंटरनल हार्ड ड्राइव'],
  ['Multi-Device Keyboard', 'मल्टी-डिवाइस कीबोर्ड'],
  ['Mechanical Gaming Keyboard', 'मैकेनिकल गेमिंग कीबोर्ड'],
  ['Wired Mouse and Keyboard', 'वायर्ड माउस और कीबोर्ड'],
  ['with Adventure Bundle', 'एडवेंचर बंडल के साथ'],
  ['Case with Charm Chain', 'केस, चार्म चेन के साथ'],
  ['Desktop Processor', 'डेस्कटॉप प्रोसेसर'],
  ['USB Wi-Fi Adapter', 'USB वाई-फ़ाई अडैप्टर'],
  ['Mirrorless Camera', 'मिररलेस कैमरा'],
  ['Laptop Backpack', 'लैपटॉप बैकपैक'],
  ['Gaming Keyboard', 'गेमिंग कीबोर्ड'],
  ['Gaming Monitor', 'गेमिंग मॉनिटर'],
  ['Gaming Desktop', 'गेमिंग डेस्कटॉप'],
  ['Wireless Combo', 'वायरलेस कॉम्बो'],
  ['Range Extender', 'रेंज एक्सटेंडर'],
  ['Desktop Switch', 'डेस्कटॉप स्विच'],
  ['Vlogging Camera', 'व्लॉगिंग कैमरा'],
  ['Action Camera', 'एक्शन कैमरा'],
  ['Graphics Card', 'ग्राफ़िक्स कार्ड'],
  ['Internal SSD', 'इंटरनल SSD'],
  ['Wi-Fi Router', 'वाई-फ़ाई राउटर'],
  ['Gaming Mouse', 'गेमिंग माउस'],
  ['Fitness Band', 'फ़िटनेस बैंड'],
  ['DSLR Camera', 'DSLR कैमरा'],
  ['Desktop RAM', 'डेस्कटॉप RAM'],
  ['Laptop RAM', 'लैपटॉप RAM'],
  ['Smartwatch', 'स्मार्टवॉच'],
  ['Power Bank', 'पावर बैंक'],
  ['(Body Only)', '(सिर्फ़ बॉडी)'],
  ['All-in-One', 'ऑल-इन-वन'],
  ['Pen Drive', 'पेन ड्राइव'],
  ['h playback', 'घंटे प्लेबैक'],
  ['triple-fan', 'ट्रिपल-फ़ैन'],
  ['dual-fan', 'डुअल-फ़ैन'],
  ['Backpack', 'बैकपैक'],
  ['Keyboard$', 'कीबोर्ड'],
  ['Wireless$', 'वायरलेस'],
  ['Combo$', 'कॉम्बो'],
  ['Charger', 'चार्जर'],
  ['Monitor$', 'मॉनिटर'],
  ['Mini PC', 'मिनी PC'],
  ['threads', 'थ्रेड'],
  ['Sleeve', 'स्लीव'],
  ['Strap', 'स्ट्रैप'],
  ['cores', 'कोर'],
  ['Cable', 'केबल'],
  ['Wired$', 'वायर्ड'],
  ['Mouse$', 'माउस'],
  ['up to', 'अधिकतम'],
  ['Size', 'साइज़'],
  ['with ANC', 'ANC के साथ'],
  ['Hub', 'हब'],
];

/** "with EF-S 18-55 mm IS II Lens" → "EF-S 18-55 mm IS II लेंस के साथ": the lens keeps its name. */
const WITH_LENS = /\bwith (.+? Lens)\b/;

/** What a product of each sub-category is called, for titles that are only a model name and specifications. */
const PRODUCT_NOUNS: Readonly<Record<string, string>> = {
  'gaming-laptops': 'गेमिंग लैपटॉप',
  'thin-and-light': 'पतला और हल्का लैपटॉप',
  'business-laptops': 'बिज़नेस लैपटॉप',
  '2-in-1-laptops': '2-इन-1 लैपटॉप',
  'gaming-pcs': 'गेमिंग PC',
  'all-in-one-pcs': 'ऑल-इन-वन PC',
  'mini-pcs': 'मिनी PC',
  'office-desktops': 'ऑफ़िस डेस्कटॉप',
  'flagship-phones': 'स्मार्टफ़ोन',
  'mid-range-phones': 'स्मार्टफ़ोन',
  'budget-phones': 'स्मार्टफ़ोन',
  'smartwatches': 'स्मार्टवॉच',
  'fitness-bands': 'फ़िटनेस बैंड',
  'smart-rings': 'स्मार्ट रिंग',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_PATTERNS = TITLE_WORDS.map(([english, hindi]) => {
  const end = english.endsWith('$') ? '(?=,|$)' : '(?![\\w-])';
  return [new RegExp(`(?<![\\w-])${escape(english.replace(/\$$/, ''))}${end}`, 'g'), hindi] as const;
});
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A title's Hindi: its product words in Hindi; a title without any (a
 * laptop's "Model, CPU, GPU, RAM, SSD, screen") becomes "Model noun (specs)".
 */
export function hindiTitle(title: string, subSlug: string): string {
  let hindi = title.replace(WITH_LENS, '$1 के साथ').replace(/ Lens के साथ/, ' लेंस के साथ');
  for (const [pattern, words] of WORD_PATTERNS) hindi = hindi.replace(pattern, words);
  if (DEVANAGARI.test(hindi)) return hindi;
  const noun = PRODUCT_NOUNS[subSlug];
  if (!noun) return hindi;
  // A trailing colour, "(Graphite)", stays last.
  const [, body = hindi, colour = ''] = /^(.*?)( \([^()]*\))?$/.exec(hindi) ?? [];
  const [model, ...specs] = body.split(', ');
  return `${model} ${noun}${specs.length > 0 ? ` (${specs.join(', ')})` : ''}${colour}`;
}

/** A short description for every product of a category: what it is for, in the shop's words. */
const DESCRIPTIONS: Readonly<Record<CategoryKind, string>> = {
  laptops: 'पढ़ाई, ऑफ़िस के काम, गेमिंग और स्ट्रीमिंग के लिए भरोसेमंद लैपटॉप। GST बिल और पूरी भारतीय ब्रांड वारंटी के साथ आता है।',
  desktops: 'घर, ऑफ़िस या गेमिंग के लिए तैयार डेस्कटॉप, ऑपरेटिंग सिस्टम पहले से इंस्टॉल। GST बिल और पूरी भारतीय ब्रांड वारंटी के साथ।',
  monitors: 'साफ़ और चमकदार तस्वीर वाला मॉनिटर, लंबे समय तक आँखों पर कम ज़ोर के लिए फ़्लिकर-फ़्री बैकलाइट। GST बिल और ब्रांड वारंटी के साथ।',
  processors: 'नए PC या अपग्रेड के लिए डेस्कटॉप प्रोसेसर, बॉक्स पैक और भारतीय डिस्ट्रीब्यूटर वारंटी के साथ।',
  'graphics-cards': 'हाई सेटिंग पर गेमिंग, वीडियो एडिटिंग और 3D काम के लिए ग्राफ़िक्स कार्ड। GST बिल और भारतीय डिस्ट्रीब्यूटर वारंटी के साथ।',
  memory: 'PC या लैपटॉप को तेज़ करने वाली RAM: लगाइए और चलाइए। लाइफ़टाइम या लंबी ब्रांड वारंटी के साथ।',
  storage: 'फ़ोटो, वीडियो और फ़ाइलें सुरक्षित रखने और सिस्टम को तेज़ करने के लिए स्टोरेज। GST बिल और ब्रांड वारंटी के साथ।',
  'keyboards-mice': 'लंबे काम के दिनों और गेमिंग के लिए आरामदायक कीबोर्ड और माउस। GST बिल और ब्रांड वारंटी के साथ।',
  networking: 'पूरे घर या ऑफ़िस में तेज़ और स्थिर इंटरनेट के लिए नेटवर्किंग डिवाइस; Airtel Xstream, JioFiber, ACT और BSNL के साथ काम करता है।',
  mobiles: 'दमदार प्रोसेसर, शानदार डिस्प्ले और बढ़िया कैमरे वाला स्मार्टफ़ोन। GST बिल और भारतीय ब्रांड वारंटी के साथ।',
  audio: 'संगीत, कॉल और फ़िल्मों के लिए साफ़ आवाज़ और दमदार बेस। GST बिल और ब्रांड वारंटी के साथ।',
  wearables: 'हार्ट रेट, SpO2, नींद और फ़िटनेस पर नज़र रखने वाला वियरेबल, फ़ोन से जुड़ता है। GST बिल और ब्रांड वारंटी के साथ।',
  cameras: 'यादें, यात्राएँ और व्लॉग रिकॉर्ड करने के लिए कैमरा, तेज़ ऑटोफ़ोकस के साथ। GST बिल और भारतीय ब्रांड वारंटी के साथ।',
  accessories: 'रोज़ के इस्तेमाल के लिए भरोसेमंद एक्सेसरी, तोहफ़े के लिए भी बढ़िया। GST बिल और ब्रांड वारंटी के साथ।',
};

/** A generated product's Hindi: its title's words and its category's short description. */
export function productTranslations(product: { title: string }, subSlug: string, kind: CategoryKind): ProductTranslations {
  return { 'hi-IN': { title: hindiTitle(product.title, subSlug), description: DESCRIPTIONS[kind] } };
}
