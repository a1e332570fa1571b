import type { CategoryTemplate, Tag } from '../types';
import { colourVariants, lineAt, someColours, specs, warranty } from './kit';

type Kind = 'charger' | 'powerbank' | 'cable' | 'hub' | 'bag' | 'strap' | 'charm' | 'case';

interface Line {
  brand: string;
  name: string;
  kind: Kind;
  price: number;
  detail: string;
  colours: readonly string[];
}

const LINES: readonly Line[] = [
  { brand: 'Anker', name: 'Nano 65 W GaN USB-C Charger', kind: 'charger', price: 3500, detail: 'charges a laptop, phone and earbuds at once from one compact GaN brick', colours: ['Black', 'White'] },
  { brand: 'Noise', name: 'Milanese Loop Strap 22 mm', kind: 'strap', price: 900, detail: 'stainless-steel mesh strap with a magnetic clasp, fits 22 mm lugs', colours: ['Rose Gold', 'Gold', 'Silver', 'Black'] },
  { brand: 'Portronics', name: 'Luxcell Mini 10000 mAh Power Bank', kind: 'powerbank', price: 1200, detail: '22.5 W fast charging, USB-C in and out, pocket-sized', colours: ['Black', 'White', 'Blue'] },
  { brand: 'Spigen', name: 'Apple AirPods Pro 2 Case with Charm Chain', kind: 'case', price: 1500, detail: 'shock-absorbing case with a detachable pearl charm chain', colours: ['Pearl White', 'Rose Gold', 'Black'] },
  { brand: 'Anker', name: 'PowerExpand 7-in-1 USB-C Hub', kind: 'hub', price: 3500, detail: '4K HDMI, 100 W pass-through charging, SD and microSD readers, 2 × USB-A', colours: ['Grey'] },
  { brand: 'HP', name: 'Prelude Pro 15.6" Laptop Backpack', kind: 'bag', price: 2500, detail: 'padded laptop sleeve, water-resistant base, luggage strap', colours: ['Black', 'Grey'] },
  { brand: 'Casetify', name: 'Beaded Phone Charm Strap', kind: 'charm', price: 2200, detail: 'hand-strung glass beads and a gold-tone clasp that loops through any case', colours: ['Pastel Pearl', 'Midnight Crystal', 'Rose Quartz'] },
  { brand: 'Samsung', name: '25 W Super Fast Travel Adapter', kind: 'charger', price: 1500, detail: 'USB-C PD 3.0 PPS for Super Fast Charging on Galaxy phones', colours: ['Black', 'White'] },
  { brand: 'Anker', name: '737 Power Bank (PowerCore 24K)', kind: 'powerbank', price: 11000, detail: '24,000 mAh, 140 W two-way charging, smart display', colours: ['Black'] },
  { brand: 'Portronics', name: 'Konnect Unbreakable USB-C to USB-C Cable 1.5 m', kind: 'cable', price: 450, detail: '100 W PD, braided nylon, 10,000+ bend lifespan', colours: ['Black', 'Grey', 'Red'] },
  { brand: 'Fire-Boltt', name: 'Ceramic Link Strap 20 mm', kind: 'strap', price: 1300, detail: 'polished ceramic links with a butterfly clasp, fits 20 mm watches', colours: ['Pearl White', 'Gloss Black'] },
  { brand: 'Apple', name: '20 W USB-C Power Adapter', kind: 'charger', price: 1900, detail: 'fast charges iPhone to 50% in about 30 minutes', colours: ['White'] },
  { brand: 'Dell', name: 'Pro Slim Backpack 15', kind: 'bag', price: 3200, detail: 'slim profile, hidden pockets, rain cover, fits 15.6" laptops', colours: ['Black'] },
  { brand: 'Spigen', name: 'Galaxy Buds Case with Keyring Charm', kind: 'case', price: 1200, detail: 'slim TPU case with a metal keyring charm', colours: ['Crystal Clear', 'Black'] },
  { brand: 'Xiaomi', name: '20000 mAh Power Bank 3i', kind: 'powerbank', price: 2000, detail: '18 W fast charging, two USB-A outputs, 12-layer protection', colours: ['Black', 'Blue'] },
  { brand: 'Anker', name: 'PowerLine III USB-C to Lightning Cable 0.9 m', kind: 'cable', price: 1300, detail: 'MFi certified, 25,000-bend lifespan, fast charges iPhone', colours: ['White', 'Black'] },
  { brand: 'boAt', name: 'Leather Watch Strap 22 mm', kind: 'strap', price: 700, detail: 'genuine leather with stitched edges and quick-release pins', colours: ['Tan Brown', 'Black', 'Wine Red'] },
  { brand: 'Lenovo', name: 'ThinkPad Essential 16" Backpack', kind: 'bag', price: 2600, detail: 'eco-friendly fabric, padded 16" compartment, bottle pocket', colours: ['Black'] },
  { brand: 'Casetify', name: 'Heart Chain Phone Charm', kind: 'charm', price: 2500, detail: 'gold-tone chain with enamel hearts, clips to a case lanyard hole', colours: ['Gold Heart', 'Silver Heart'] },
  { brand: 'Portronics', name: 'Mport 7C USB-C Hub', kind: 'hub', price: 1800, detail: 'HDMI 4K, 87 W PD, 3 × USB 3.0, SD and microSD', colours: ['Grey'] },
];

const SUB: Record<Kind, string> = {
  charger: 'chargers-power-banks',
  powerbank: 'chargers-power-banks',
  cable: 'cables-hubs',
  hub: 'cables-hubs',
  bag: 'laptop-bags',
  strap: 'straps-charms-cases',
  charm: 'straps-charms-cases',
  case: 'straps-charms-cases',
};

export const accessories: CategoryTemplate = {
  kind: 'accessories',
  build(random, index) {
    const line = lineAt(LINES, index);
    const colours = line.colours.length > 1 && random.chance(0.55) ? someColours(random, line.colours) : [];
    const colour = colours[0] ?? random.pick(line.colours);
    const jewel = line.kind === 'strap' || line.kind === 'charm' || line.kind === 'case';
    const tags: Tag[] = jewel ? ['jewellery', 'gift'] : line.kind === 'bag' ? ['student', 'work'] : line.kind === 'hub' ? ['work', 'creator'] : ['student', 'gift'];
    const title = `${line.brand} ${line.name}${colours.length ? '' : ` (${colour})`}`;
    return {
      brand: line.brand,
      sub: SUB[line.kind],
      title,
      slugName: `${line.brand} ${line.name}${colours.length ? '' : ` ${colour}`}`,
      description:
        `The ${line.brand} ${line.name} ${line.detail.replace(/^(\w)/, (c) => c.toLowerCase())}. ` +
        `${jewel ? 'Gift-boxed, and it dresses up a watch, phone or earbuds case like a piece of jewellery.' : line.kind === 'bag' ? 'Comfortable padded straps make the daily commute easier.' : 'Built-in protection against over-voltage, over-current and overheating.'}`,
      highlights: [
        line.detail.charAt(0).toUpperCase() + line.detail.slice(1),
        jewel ? 'Arrives in a gift box' : line.kind === 'bag' ? 'Fits laptops up to 15.6–16"' : 'BIS certified for Indian mains and devices',
        `Available in ${line.colours.join(', ')}`,
        warranty(line.kind === 'bag' || jewel ? 1 : line.kind === 'powerbank' ? 1 : 2, 'replacement'),
      ],
      specs: specs([
        ['Type', { charger: 'Wall charger', powerbank: 'Power bank', cable: 'Cable', hub: 'USB-C hub', bag: 'Laptop backpack', strap: 'Watch strap', charm: 'Phone charm', case: 'Earbuds case' }[line.kind]],
        ['Features', line.detail],
        ['Compatibility', line.kind === 'strap' ? 'Quick-release pins; most 20/22 mm smartwatches' : line.kind === 'case' || line.kind === 'charm' ? 'As named in the title' : 'Universal USB-C devices'],
        ['Colour', colours.length ? colours.join(', ') : colour],
        ['Warranty', warranty(line.kind === 'cable' || line.kind === 'hub' || line.kind === 'charger' ? 2 : 1, line.kind === 'bag' ? 'limited' : 'replacement')],
      ]),
      price: line.price,
      variants: colours.length ? colourVariants(colours, line.price) : [],
      tags,
    };
  },
};
