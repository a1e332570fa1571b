import { useRef } from 'react';

/**
 * Saves of a list's order, one after another in the order they were asked
 * (a quick second Move must not overtake the first on the way to the
 * server), with only the newest answer applied: an older one would undo the
 * moves made since it was sent.
 */
export function useOrderedSaves() {
  const tail = useRef<Promise<unknown>>(Promise.resolve());
  const newest = useRef(0);
  return function save<T>(job: () => Promise<T>, onNewest: (result: T) => void | Promise<void>, onError: (error: unknown) => void | Promise<void>): void {
    const ticket = ++newest.current;
    const next = tail.current.then(job);
    tail.current = next.catch(() => undefined);
    next.then(
      (result) => (ticket === newest.current ? onNewest(result) : undefined),
      (error: unknown) => onError(error),
    );
  };
}
