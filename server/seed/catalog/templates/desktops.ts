import type { CategoryTemplate } from '../types';
import { lineAt, specs, warranty } from './kit';

type Form = 'gaming' | 'aio' | 'mini' | 'office';

interface Line {
  brand: string;
  name: string;
  form: Form;
  base: number;
  colour: string;
}

const SUB: Record<Form, string> = { gaming: 'gaming-pcs', aio: 'all-in-one-pcs', mini: 'mini-pcs', office: 'office-desktops' };

const LINES: readonly Line[] = [
  { brand: 'HP', name: 'Victus 15L Gaming Desktop', form: 'gaming', base: 68000, colour: 'Mica Silver' },
  { brand: 'Dell', name: 'Inspiron 24 All-in-One', form: 'aio', base: 58000, colour: 'Pearl White' },
  { brand: 'Lenovo', name: 'IdeaCentre Mini', form: 'mini', base: 42000, colour: 'Cloud Grey' },
  { brand: 'HP', name: 'Pro Tower 280 G9', form: 'office', base: 38000, colour: 'Black' },
  { brand: 'Lenovo', name: 'Legion Tower 5', form: 'gaming', base: 98000, colour: 'Storm Grey' },
  { brand: 'Apple', name: 'iMac 24"', form: 'aio', base: 125000, colour: 'Blue' },
  { brand: 'ASUS', name: 'ExpertCenter PN64 Mini PC', form: 'mini', base: 46000, colour: 'Black' },
  { brand: 'Dell', name: 'Vostro 3020 Tower', form: 'office', base: 36000, colour: 'Black' },
  { brand: 'ASUS', name: 'ROG Strix G16CH', form: 'gaming', base: 112000, colour: 'Black' },
  { brand: 'HP', name: 'Pavilion All-in-One 24', form: 'aio', base: 64000, colour: 'Snow White' },
  { brand: 'Apple', name: 'Mac mini', form: 'mini', base: 52000, colour: 'Silver' },
  { brand: 'Lenovo', name: 'ThinkCentre Neo 50s', form: 'office', base: 42000, colour: 'Raven Black' },
  { brand: 'Acer', name: 'Predator Orion 3000', form: 'gaming', base: 105000, colour: 'Black' },
  { brand: 'Acer', name: 'Aspire C24 All-in-One', form: 'aio', base: 48000, colour: 'Black' },
  { brand: 'MSI', name: 'Pro DP21 Mini PC', form: 'mini', base: 34000, colour: 'Black' },
  { brand: 'Dell', name: 'Alienware Aurora R16', form: 'gaming', base: 185000, colour: 'Dark Metallic Moon' },
  { brand: 'Lenovo', name: 'IdeaCentre AIO 3', form: 'aio', base: 52000, colour: 'Cloud Grey' },
  { brand: 'MSI', name: 'MAG Infinite S3', form: 'gaming', base: 82000, colour: 'Black' },
];

const CPUS = [
  { name: 'Core i3-13100', spec: 'Intel Core i3-13100 (4 cores, up to 4.5 GHz)', add: -8000 },
  { name: 'Core i5-13400', spec: 'Intel Core i5-13400 (10 cores, up to 4.6 GHz)', add: 0 },
  { name: 'Core i7-13700', spec: 'Intel Core i7-13700 (16 cores, up to 5.2 GHz)', add: 18000 },
  { name: 'Ryzen 5 7600', spec: 'AMD Ryzen 5 7600 (6 cores, up to 5.1 GHz)', add: 2000 },
  { name: 'Ryzen 7 7700', spec: 'AMD Ryzen 7 7700 (8 cores, up to 5.3 GHz)', add: 16000 },
] as const;
const APPLE = [
  { name: 'Apple M2', spec: 'Apple M2 chip, 8-core CPU, 10-core GPU', add: 0 },
  { name: 'Apple M3', spec: 'Apple M3 chip, 8-core CPU, 10-core GPU', add: 12000 },
] as const;
const GPUS = [
  { name: 'RTX 4060', spec: 'NVIDIA GeForce RTX 4060, 8 GB GDDR6', add: 0 },
  { name: 'RTX 4060 Ti', spec: 'NVIDIA GeForce RTX 4060 Ti, 8 GB GDDR6', add: 12000 },
  { name: 'RTX 4070 Super', spec: 'NVIDIA GeForce RTX 4070 SUPER, 12 GB GDDR6X', add: 35000 },
  { name: 'RX 7600', spec: 'AMD Radeon RX 7600, 8 GB GDDR6', add: -2000 },
] as const;

export const desktops: CategoryTemplate = {
  kind: 'desktops',
  build(random, index) {
    const line = lineAt(LINES, index);
    const apple = line.brand === 'Apple';
    const cpu = apple ? random.pick(APPLE) : random.pick(CPUS);
    const gpu = line.form === 'gaming' ? random.pick(GPUS) : undefined;
    const ram = random.pick(line.form === 'gaming' ? [16, 32] : [8, 16]);
    const storage = random.pick(['512 GB SSD', '1 TB SSD', '512 GB SSD + 1 TB HDD']);
    const display = line.form === 'aio' ? random.pick(['23.8-inch Full HD IPS, anti-glare', '27-inch Full HD IPS, borderless']) : undefined;
    const shownDisplay = apple && display ? '24-inch 4.5K Retina' : display;
    const graphics = gpu?.spec ?? (apple ? 'Integrated in the chip' : cpu.name.startsWith('Ryzen') ? 'AMD Radeon graphics' : 'Intel UHD graphics 730');
    const title = [`${line.brand} ${line.name}`, cpu.name, gpu?.name, `${ram} GB RAM`, storage, shownDisplay?.split(',')[0]?.replace('-inch', '"')].filter(Boolean).join(', ');
    const price = line.base + cpu.add + (gpu?.add ?? 0) + (ram >= 16 ? 5000 : 0) + (storage === '512 GB SSD' ? 0 : 5000);
    const what = { gaming: 'high-refresh gaming and streaming', aio: 'a tidy family or front-desk setup with one cable', mini: 'a clutter-free desk or a home media centre', office: 'billing, spreadsheets and everyday office work' }[line.form];
    return {
      brand: line.brand,
      sub: SUB[line.form],
      title,
      slugName: [line.brand, line.name, cpu.name, gpu?.name].filter(Boolean).join(' '),
      description:
        `The ${line.brand} ${line.name} is built for ${what}, with ${cpu.spec.replace(/ \(.*/, '')} and ${ram} GB of RAM. ` +
        `${gpu ? `An ${gpu.spec.split(',')[0]} handles 1440p gaming. ` : ''}It comes with ${apple ? 'macOS' : 'Windows 11 Home'} activated, a keyboard and mouse, and a GST invoice.`,
      highlights: [cpu.spec, `${ram} GB DDR5 RAM, ${storage}`, graphics, ...(shownDisplay ? [shownDisplay] : []), 'Wi-Fi 6, Bluetooth 5.2, USB-C and HDMI out'],
      specs: specs([
        ['Processor', cpu.spec],
        ['RAM', `${ram} GB ${apple ? 'unified memory' : 'DDR5'}`],
        ['Storage', storage],
        ['Graphics', graphics],
        ['Display', shownDisplay],
        ['Form factor', { gaming: 'Mid tower', aio: 'All-in-one', mini: 'Mini PC (0.7 L)', office: 'Micro tower' }[line.form]],
        ['Operating system', apple ? 'macOS Sonoma' : 'Windows 11 Home'],
        ['In the box', line.form === 'mini' ? 'Power adapter, VESA mount' : 'Wired keyboard and mouse, power cable'],
        ['Colour', line.colour],
        ['Warranty', warranty(line.form === 'office' ? 3 : 1, 'onsite')],
      ]),
      price,
      variants: [],
      tags: line.form === 'gaming' ? ['gaming'] : line.form === 'office' ? ['work'] : ['work', 'creator'],
    };
  },
};
