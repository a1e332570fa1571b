import type { CategoryTemplate, Tag } from '../types';
import { lineAt, specs, warranty } from './kit';

type Kind = 'mirrorless' | 'dslr' | 'action' | 'vlog';

interface Line {
  brand: string;
  name: string;
  kind: Kind;
  body: number;
  sensor: string;
  mp: number;
  video: string;
  kit: string;
  weight: number;
}

const LINES: readonly Line[] = [
  { brand: 'Canon', name: 'EOS R50', kind: 'mirrorless', body: 58000, sensor: 'APS-C CMOS', mp: 24.2, video: '4K 30p uncropped', kit: 'RF-S 18-45 mm IS STM', weight: 375 },
  { brand: 'Sony', name: 'Alpha ZV-E10', kind: 'vlog', body: 52000, sensor: 'APS-C Exmor CMOS', mp: 24.2, video: '4K 30p, S-Log3', kit: 'E PZ 16-50 mm OSS', weight: 343 },
  { brand: 'GoPro', name: 'HERO12 Black', kind: 'action', body: 38000, sensor: '1/1.9" CMOS', mp: 27, video: '5.3K 60p, HyperSmooth 6.0', kit: '', weight: 154 },
  { brand: 'Nikon', name: 'D7500', kind: 'dslr', body: 72000, sensor: 'APS-C (DX) CMOS', mp: 20.9, video: '4K 30p', kit: 'AF-S DX 18-140 mm VR', weight: 720 },
  { brand: 'Fujifilm', name: 'X-S20', kind: 'mirrorless', body: 105000, sensor: 'APS-C X-Trans CMOS 4', mp: 26.1, video: '6.2K 30p, F-Log2', kit: 'XC 15-45 mm', weight: 491 },
  { brand: 'Canon', name: 'EOS 1500D', kind: 'dslr', body: 36000, sensor: 'APS-C CMOS', mp: 24.1, video: 'Full HD 30p', kit: 'EF-S 18-55 mm IS II', weight: 475 },
  { brand: 'Sony', name: 'Alpha 7 IV', kind: 'mirrorless', body: 205000, sensor: 'Full-frame Exmor R CMOS', mp: 33, video: '4K 60p, 10-bit 4:2:2', kit: 'FE 28-70 mm OSS', weight: 658 },
  { brand: 'DJI', name: 'Osmo Action 4', kind: 'action', body: 29000, sensor: '1/1.3" CMOS', mp: 10, video: '4K 120p, 10-bit D-Log M', kit: '', weight: 145 },
  { brand: 'Nikon', name: 'Z50', kind: 'mirrorless', body: 68000, sensor: 'APS-C (DX) CMOS', mp: 20.9, video: '4K 30p', kit: 'NIKKOR Z DX 16-50 mm VR', weight: 450 },
  { brand: 'Canon', name: 'EOS R6 Mark II', kind: 'mirrorless', body: 215000, sensor: 'Full-frame CMOS', mp: 24.2, video: '4K 60p oversampled from 6K', kit: 'RF 24-105 mm f/4-7.1 IS STM', weight: 670 },
  { brand: 'Fujifilm', name: 'X-T30 II', kind: 'mirrorless', body: 78000, sensor: 'APS-C X-Trans CMOS 4', mp: 26.1, video: '4K 30p', kit: 'XF 18-55 mm f/2.8-4', weight: 378 },
  { brand: 'Canon', name: 'EOS 200D II', kind: 'dslr', body: 54000, sensor: 'APS-C CMOS', mp: 24.1, video: '4K 25p', kit: 'EF-S 18-55 mm IS STM', weight: 449 },
  { brand: 'GoPro', name: 'HERO11 Black Mini', kind: 'action', body: 30000, sensor: '1/1.9" CMOS', mp: 24.7, video: '5.3K 60p', kit: '', weight: 133 },
  { brand: 'Nikon', name: 'Z fc', kind: 'mirrorless', body: 76000, sensor: 'APS-C (DX) CMOS', mp: 20.9, video: '4K 30p', kit: 'NIKKOR Z DX 16-50 mm VR SE', weight: 445 },
  { brand: 'Sony', name: 'ZV-1 II', kind: 'vlog', body: 72000, sensor: '1-inch Exmor RS stacked CMOS', mp: 20.1, video: '4K 30p, S-Cinetone', kit: '', weight: 292 },
  { brand: 'Nikon', name: 'Z6 II', kind: 'mirrorless', body: 145000, sensor: 'Full-frame (FX) BSI CMOS', mp: 24.5, video: '4K 60p', kit: 'NIKKOR Z 24-70 mm f/4 S', weight: 705 },
  { brand: 'Fujifilm', name: 'Instax Mini 12', kind: 'vlog', body: 7000, sensor: 'Instant film (instax mini)', mp: 0, video: '', kit: '', weight: 306 },
  { brand: 'Canon', name: 'EOS R10', kind: 'mirrorless', body: 82000, sensor: 'APS-C CMOS', mp: 24.2, video: '4K 60p (cropped), 4K 30p oversampled', kit: 'RF-S 18-150 mm IS STM', weight: 429 },
];

const SUB: Record<Kind, string> = { mirrorless: 'mirrorless-cameras', dslr: 'dslr-cameras', action: 'action-cameras', vlog: 'vlogging-instant-cameras' };
const NOUN: Record<Kind, string> = { mirrorless: 'Mirrorless Camera', dslr: 'DSLR Camera', action: 'Action Camera', vlog: 'Vlogging Camera' };

export const cameras: CategoryTemplate = {
  kind: 'cameras',
  build(random, index) {
    const line = lineAt(LINES, index);
    const instant = line.mp === 0;
    const kit = line.kit ? random.pick(['body', 'kit', 'kit'] as const) : 'none';
    const bundle = line.kind === 'action' ? random.pick(['', ' with Adventure Bundle', ' with Creator Edition kit']) : '';
    const noun = instant ? 'Instant Camera' : NOUN[line.kind];
    const title = `${line.brand} ${line.name} ${noun}${kit === 'kit' ? ` with ${line.kit} Lens` : kit === 'body' ? ' (Body Only)' : ''}${bundle}${instant ? '' : `, ${line.mp} MP`}`;
    const price = line.body + (kit === 'kit' ? Math.round(line.body * 0.15) : 0) + (bundle ? 6000 : 0);
    const tags: Tag[] = line.kind === 'action' || instant ? ['gift'] : ['creator'];
    return {
      brand: line.brand,
      sub: instant ? 'vlogging-instant-cameras' : SUB[line.kind],
      title,
      slugName: `${line.brand} ${line.name}${kit === 'body' ? ' body' : kit === 'kit' ? ' kit' : ''}${bundle ? ' bundle' : ''}`,
      description: instant
        ? `The ${line.brand} ${line.name} prints credit-card-sized photos in seconds, with automatic exposure and a selfie mirror. A party and wedding favourite that needs no phone or app.`
        : `The ${line.brand} ${line.name} records ${line.video} on a ${line.mp} MP ${line.sensor} sensor${kit === 'kit' ? `, and this kit adds the versatile ${line.kit} lens` : ''}. ` +
          `${line.kind === 'action' ? 'Waterproof without a case and stabilised for bikes and treks.' : 'Fast eye-detection autofocus keeps people and pets sharp.'} Comes with an Indian brand warranty and GST invoice.`,
      highlights: instant
        ? ['Automatic exposure, close-up mode', 'Prints instax mini film in about 90 seconds', 'Selfie mirror, 2 × AA batteries', warranty(1, 'carry-in')]
        : [`${line.mp} MP ${line.sensor} sensor`, `${line.video} video`, line.kind === 'action' ? 'Waterproof to 10 m, front and rear screens' : 'Eye-detection autofocus for people and animals', kit === 'kit' ? `Kit lens: ${line.kit}` : `${line.weight} g body`, 'Wi-Fi and Bluetooth for transfers to your phone'],
      specs: specs([
        ['Sensor', line.sensor],
        ['Megapixels', instant ? undefined : `${line.mp} MP`],
        ['Lens', kit === 'kit' ? line.kit : kit === 'body' ? 'Body only' : line.kind === 'action' ? 'Fixed ultra-wide' : 'Fixed'],
        ['Video', line.video || undefined],
        ['ISO range', instant ? undefined : random.pick(['100–25,600', '100–32,000', '100–51,200'])],
        ['Autofocus', instant ? undefined : line.kind === 'action' ? 'Fixed focus' : 'Dual Pixel / hybrid phase-detect, eye AF'],
        ['Screen', instant ? undefined : line.kind === 'dslr' ? '3" tilting touchscreen, optical viewfinder' : '3" vari-angle touchscreen'],
        ['Film', instant ? 'Fujifilm instax mini, 10 shots per pack (sold separately)' : undefined],
        ['Power', instant ? '2 × AA batteries' : 'Rechargeable Li-ion battery, USB-C charging'],
        ['Weight', `${line.weight} g`],
        ['Warranty', warranty(line.kind === 'action' ? 1 : 2, 'carry-in')],
      ]),
      price,
      variants: [],
      tags,
    };
  },
};
