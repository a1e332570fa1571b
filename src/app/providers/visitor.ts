import { createContext, useContext } from 'react';
import type { Bootstrap } from '../../../schemas/api/shop-config';

export type Visitor = NonNullable<Bootstrap['visitor']>;

/** Whose page the server rendered (the bootstrap's visitor); null when it did not say. */
export const VisitorContext = createContext<Visitor | null>(null);

export function useServerVisitor(): Visitor | null {
  return useContext(VisitorContext);
}
