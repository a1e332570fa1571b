import type { CategoryTemplate } from '../types';
import { lineAt, specs, warranty } from './kit';

interface Chip {
  brand: 'Intel' | 'AMD';
  name: string;
  cores: number;
  threads: number;
  base: string;
  boost: string;
  cache: string;
  socket: string;
  tdp: number;
  igpu: string;
  cooler: boolean;
  price: number;
}

const CHIPS: readonly Chip[] = [
  { brand: 'AMD', name: 'Ryzen 5 5600', cores: 6, threads: 12, base: '3.5 GHz', boost: '4.4 GHz', cache: '35 MB', socket: 'AM4', tdp: 65, igpu: '', cooler: true, price: 10500 },
  { brand: 'Intel', name: 'Core i5-12400F', cores: 6, threads: 12, base: '2.5 GHz', boost: '4.4 GHz', cache: '18 MB', socket: 'LGA 1700', tdp: 65, igpu: '', cooler: true, price: 10800 },
  { brand: 'AMD', name: 'Ryzen 7 7800X3D', cores: 8, threads: 16, base: '4.2 GHz', boost: '5.0 GHz', cache: '104 MB', socket: 'AM5', tdp: 120, igpu: 'AMD Radeon graphics', cooler: false, price: 37500 },
  { brand: 'Intel', name: 'Core i7-14700K', cores: 20, threads: 28, base: '3.4 GHz', boost: '5.6 GHz', cache: '33 MB', socket: 'LGA 1700', tdp: 125, igpu: 'Intel UHD 770', cooler: false, price: 38500 },
  { brand: 'AMD', name: 'Ryzen 5 7600', cores: 6, threads: 12, base: '3.8 GHz', boost: '5.1 GHz', cache: '38 MB', socket: 'AM5', tdp: 65, igpu: 'AMD Radeon graphics', cooler: true, price: 19000 },
  { brand: 'Intel', name: 'Core i3-12100F', cores: 4, threads: 8, base: '3.3 GHz', boost: '4.3 GHz', cache: '12 MB', socket: 'LGA 1700', tdp: 58, igpu: '', cooler: true, price: 7300 },
  { brand: 'AMD', name: 'Ryzen 9 7950X', cores: 16, threads: 32, base: '4.5 GHz', boost: '5.7 GHz', cache: '80 MB', socket: 'AM5', tdp: 170, igpu: 'AMD Radeon graphics', cooler: false, price: 54000 },
  { brand: 'Intel', name: 'Core i5-13400F', cores: 10, threads: 16, base: '2.5 GHz', boost: '4.6 GHz', cache: '20 MB', socket: 'LGA 1700', tdp: 65, igpu: '', cooler: true, price: 17500 },
  { brand: 'AMD', name: 'Ryzen 7 5700X', cores: 8, threads: 16, base: '3.4 GHz', boost: '4.6 GHz', cache: '36 MB', socket: 'AM4', tdp: 65, igpu: '', cooler: false, price: 15500 },
  { brand: 'Intel', name: 'Core i9-14900K', cores: 24, threads: 32, base: '3.2 GHz', boost: '6.0 GHz', cache: '36 MB', socket: 'LGA 1700', tdp: 125, igpu: 'Intel UHD 770', cooler: false, price: 52000 },
  { brand: 'AMD', name: 'Ryzen 5 8600G', cores: 6, threads: 12, base: '4.3 GHz', boost: '5.0 GHz', cache: '22 MB', socket: 'AM5', tdp: 65, igpu: 'AMD Radeon 760M', cooler: true, price: 20500 },
  { brand: 'Intel', name: 'Core i5-14600K', cores: 14, threads: 20, base: '3.5 GHz', boost: '5.3 GHz', cache: '24 MB', socket: 'LGA 1700', tdp: 125, igpu: 'Intel UHD 770', cooler: false, price: 28500 },
  { brand: 'AMD', name: 'Ryzen 7 9700X', cores: 8, threads: 16, base: '3.8 GHz', boost: '5.5 GHz', cache: '40 MB', socket: 'AM5', tdp: 65, igpu: 'AMD Radeon graphics', cooler: false, price: 33000 },
  { brand: 'Intel', name: 'Core Ultra 7 265K', cores: 20, threads: 20, base: '3.9 GHz', boost: '5.5 GHz', cache: '30 MB', socket: 'LGA 1851', tdp: 125, igpu: 'Intel graphics (4 Xe cores)', cooler: false, price: 40000 },
  { brand: 'AMD', name: 'Ryzen 9 9950X', cores: 16, threads: 32, base: '4.3 GHz', boost: '5.7 GHz', cache: '80 MB', socket: 'AM5', tdp: 170, igpu: 'AMD Radeon graphics', cooler: false, price: 62000 },
  { brand: 'AMD', name: 'Ryzen 5 5500', cores: 6, threads: 12, base: '3.6 GHz', boost: '4.2 GHz', cache: '19 MB', socket: 'AM4', tdp: 65, igpu: '', cooler: true, price: 7600 },
  { brand: 'Intel', name: 'Core i5-12600K', cores: 10, threads: 16, base: '3.7 GHz', boost: '4.9 GHz', cache: '20 MB', socket: 'LGA 1700', tdp: 125, igpu: 'Intel UHD 770', cooler: false, price: 19500 },
  { brand: 'AMD', name: 'Ryzen 7 7700X', cores: 8, threads: 16, base: '4.5 GHz', boost: '5.4 GHz', cache: '40 MB', socket: 'AM5', tdp: 105, igpu: 'AMD Radeon graphics', cooler: false, price: 28500 },
  { brand: 'Intel', name: 'Core i7-12700K', cores: 12, threads: 20, base: '3.6 GHz', boost: '5.0 GHz', cache: '25 MB', socket: 'LGA 1700', tdp: 125, igpu: 'Intel UHD 770', cooler: false, price: 27500 },
  { brand: 'AMD', name: 'Ryzen 9 7900X', cores: 12, threads: 24, base: '4.7 GHz', boost: '5.6 GHz', cache: '76 MB', socket: 'AM5', tdp: 170, igpu: 'AMD Radeon graphics', cooler: false, price: 39500 },
  { brand: 'Intel', name: 'Core Ultra 5 245K', cores: 14, threads: 14, base: '4.2 GHz', boost: '5.2 GHz', cache: '24 MB', socket: 'LGA 1851', tdp: 125, igpu: 'Intel graphics (4 Xe cores)', cooler: false, price: 30000 },
];

export const processors: CategoryTemplate = {
  kind: 'processors',
  build(random, index) {
    const chip = lineAt(CHIPS, index);
    // Tray (OEM) chips are a little cheaper and carry a shorter, seller-backed warranty.
    const tray = !chip.cooler && random.chance(0.2);
    const edition = tray ? 'Tray' : chip.cooler ? 'Box with cooler' : 'Box';
    const title = `${chip.brand} ${chip.name} Desktop Processor, ${chip.cores} cores, ${chip.threads} threads, up to ${chip.boost}, ${chip.socket}${tray ? ' (Tray)' : ''}`;
    const gaming = chip.price > 15000;
    return {
      brand: chip.brand,
      sub: chip.brand === 'Intel' ? 'intel-processors' : 'amd-processors',
      title,
      slugName: `${chip.brand} ${chip.name}${tray ? ' tray' : ''}`,
      description:
        `The ${chip.brand} ${chip.name} has ${chip.cores} cores and ${chip.threads} threads boosting to ${chip.boost}, with ${chip.cache} of cache on the ${chip.socket} socket. ` +
        `${chip.igpu ? `Its ${chip.igpu} drives a display without a graphics card. ` : 'It needs a graphics card for display output. '}${chip.cooler ? 'A stock cooler is in the box.' : 'Pair it with a tower or 240 mm liquid cooler.'}`,
      highlights: [
        `${chip.cores} cores / ${chip.threads} threads, ${chip.base} base, up to ${chip.boost} boost`,
        `${chip.cache} total cache, ${chip.tdp} W TDP`,
        `${chip.socket} socket${chip.socket === 'AM5' || chip.socket === 'LGA 1851' ? ', DDR5 and PCIe 5.0' : ''}`,
        chip.igpu ? `Integrated ${chip.igpu}` : 'No integrated graphics (F-series style): add a GPU',
      ],
      specs: specs([
        ['Cores / threads', `${chip.cores} / ${chip.threads}`],
        ['Base clock', chip.base],
        ['Boost clock', `Up to ${chip.boost}`],
        ['Cache', chip.cache],
        ['Socket', chip.socket],
        ['TDP', `${chip.tdp} W`],
        ['Integrated graphics', chip.igpu || 'None'],
        ['Edition', edition],
        ['Cooler included', chip.cooler ? 'Yes' : 'No'],
        ['Warranty', tray ? warranty(1, 'replacement') : warranty(3, 'replacement')],
      ]),
      price: tray ? chip.price * 0.94 : chip.price,
      variants: [],
      tags: gaming ? ['gaming', 'creator'] : ['student'],
    };
  },
};
