import type { CategoryKind } from '../../../../../schemas/api/catalog';
import { accessory } from './accessories';
import { cpu, drive, gpu, ram } from './components';
import { desktop, laptop, monitor } from './computers';
import { keyboardMouse, networkDevice } from './peripherals';
import { audio, camera, phone, wearable } from './personal';
import type { DeviceSpec, Drawing } from './types';

export type { DeviceSpec } from './types';

const DRAWINGS: Readonly<Record<CategoryKind, Drawing>> = {
  laptops: laptop,
  desktops: desktop,
  monitors: monitor,
  processors: cpu,
  'graphics-cards': gpu,
  memory: ram,
  storage: drive,
  'keyboards-mice': keyboardMouse,
  networking: networkDevice,
  mobiles: phone,
  audio,
  wearables: wearable,
  cameras: camera,
  accessories: accessory,
};

export function drawDevice(spec: DeviceSpec): string {
  return DRAWINGS[spec.kind](spec);
}

/**
 * Which form a product takes within its kind, from its sub-category and the
 * words of its title: an earbuds case is not headphones, a pen drive not a hard drive.
 */
export function shapeFor(kind: CategoryKind, sub: string, title: string): string {
  const has = (pattern: RegExp) => pattern.test(title);
  switch (kind) {
    case 'laptops':
      return sub === 'gaming-laptops' ? 'gaming' : sub === '2-in-1-laptops' ? '2-in-1' : 'plain';
    case 'desktops':
      return { 'all-in-one-pcs': 'aio', 'mini-pcs': 'mini', 'office-desktops': 'office' }[sub] ?? 'gaming';
    case 'monitors':
      return has(/curved/i) ? 'curved' : 'flat';
    case 'processors':
      return 'chip';
    case 'graphics-cards':
      return has(/triple/i) || !title ? 'triple' : 'dual';
    case 'memory':
      return sub === 'laptop-ram' ? 'sodimm' : has(/rgb/i) || !title ? 'rgb' : 'plain';
    case 'storage':
      if (has(/microsd|memory card/i) || (sub === 'memory-cards-pen-drives' && !title)) return 'card';
      if (has(/pen drive/i)) return 'pen';
      if (has(/portable ssd/i)) return 'portable';
      if (has(/portable external|external hard/i)) return 'external';
      if (has(/hard drive/i) || (sub === 'hard-drives' && !title)) return 'hdd';
      return has(/nvme|m\.2/i) || !title ? 'nvme' : 'sata';
    case 'keyboards-mice': {
      const form = sub === 'mice' ? 'mouse' : sub === 'keyboards' ? 'keyboard' : 'combo';
      return has(/gaming|rgb/i) ? `${form}-gaming` : form;
    }
    case 'networking':
      if (sub === 'mesh-wifi') return 'mesh';
      if (sub === 'network-switches') return 'switch';
      if (sub === 'adapters-extenders') return has(/extender/i) ? 'extender' : 'dongle';
      return 'router';
    case 'mobiles':
      return 'phone';
    case 'audio':
      return { earbuds: 'earbuds', 'bluetooth-speakers': 'speaker', soundbars: 'soundbar' }[sub] ?? 'headphones';
    case 'wearables':
      if (sub === 'smart-rings') return 'ring';
      if (sub === 'fitness-bands') return 'band';
      return has(/gtr|watch6|watch 2|emerald|phoenix|round/i) ? 'round' : 'square';
    case 'cameras':
      if (sub === 'action-cameras') return 'action';
      if (has(/instax|instant/i)) return 'instant';
      return sub === 'dslr-cameras' ? 'dslr' : 'mirrorless';
    case 'accessories':
      if (!title) return { 'cables-hubs': 'cable', 'laptop-bags': 'bag', 'straps-charms-cases': 'charm' }[sub] ?? 'charger';
      if (has(/power bank/i)) return 'powerbank';
      if (has(/hub/i)) return 'hub';
      if (has(/cable/i)) return 'cable';
      if (has(/backpack|bag|sleeve/i)) return 'bag';
      if (has(/strap/i) && !has(/charm strap/i)) return 'strap';
      if (has(/ case\b/i)) return 'case';
      if (has(/charm/i)) return 'charm';
      return 'charger';
  }
}

/** Where each form stands, in drawing units, so the contact shadow touches it. */
const FLOORS: Readonly<Record<string, number>> = {
  laptops: 270,
  'desktops:gaming': 354,
  'desktops:office': 348,
  'desktops:mini': 278,
  'desktops:aio': 328,
  monitors: 328,
  processors: 322,
  'graphics-cards': 280,
  memory: 248,
  'storage:nvme': 238,
  'storage:hdd': 350,
  'storage:card': 318,
  'storage:pen': 300,
  'storage:portable': 326,
  'storage:external': 344,
  'storage:sata': 290,
  'keyboards-mice': 272,
  'keyboards-mice:mouse': 326,
  'keyboards-mice:mouse-gaming': 326,
  networking: 310,
  'networking:mesh': 332,
  'networking:switch': 248,
  'networking:extender': 322,
  'networking:dongle': 290,
  mobiles: 346,
  audio: 324,
  'audio:earbuds': 338,
  'audio:speaker': 272,
  'audio:soundbar': 332,
  wearables: 378,
  'wearables:ring': 336,
  'wearables:band': 382,
  cameras: 304,
  'cameras:action': 282,
  'cameras:instant': 310,
  accessories: 374,
  'accessories:powerbank': 338,
  'accessories:cable': 352,
  'accessories:hub': 352,
  'accessories:bag': 350,
  'accessories:strap': 372,
  'accessories:charm': 368,
  'accessories:case': 316,
};

export function floorOf(kind: CategoryKind, shape: string): number {
  return FLOORS[`${kind}:${shape}`] ?? FLOORS[kind] ?? 330;
}
