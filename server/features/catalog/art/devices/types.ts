import type { CategoryKind } from '../../../../../schemas/api/catalog';

/** What a device drawing needs. Drawings use a 400 × 400 box centred on (200, 200). */
export interface DeviceSpec {
  /** Prefix for gradient ids, unique within one SVG document. */
  uid: string;
  kind: CategoryKind;
  /** Which form within the kind, e.g. 'earbuds' or 'ring'; see shapeFor(). */
  shape: string;
  /** The finish colour. */
  body: string;
  accent: string;
  brand: string;
  /** A short model name printed where the real product prints one. */
  model: string;
  /** "512 GB" when the title names a capacity, printed on memory cards. */
  capacity: string;
  /** The back of the product, where the drawing has one. */
  back: boolean;
}

export type Drawing = (spec: DeviceSpec) => string;
