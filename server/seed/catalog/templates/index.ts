import type { CategoryKind } from '../../../../schemas/api/catalog';
import type { CategoryTemplate } from '../types';
import { accessories } from './accessories';
import { audio } from './audio';
import { cameras } from './cameras';
import { desktops } from './desktops';
import { graphicsCards } from './graphics-cards';
import { keyboardsMice } from './keyboards-mice';
import { laptops } from './laptops';
import { memory } from './memory';
import { mobiles } from './mobiles';
import { monitors } from './monitors';
import { networking } from './networking';
import { processors } from './processors';
import { storage } from './storage';
import { wearables } from './wearables';

export const TEMPLATES: Readonly<Record<CategoryKind, CategoryTemplate>> = {
  laptops,
  desktops,
  monitors,
  processors,
  'graphics-cards': graphicsCards,
  memory,
  storage,
  'keyboards-mice': keyboardsMice,
  networking,
  mobiles,
  audio,
  wearables,
  cameras,
  accessories,
};
