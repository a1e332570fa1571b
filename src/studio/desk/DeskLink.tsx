import type { MouseEvent, ReactNode } from 'react';
import { deskOf } from '../desks';
import type { StudioSession } from '../../../schemas/api/studio';

/** The address of another desk, opened at one record: ?key=order-desk&order=12. */
export function deskHref(view: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams({ key: view });
  for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  return `?${query.toString()}`;
}

/** Whether the role may open the desk; a desk this build does not list yet is left to the studio (and the server) to judge. */
export function canOpenDesk(session: StudioSession, view: string): boolean {
  const desk = deskOf(view);
  return !desk || desk.permission === null || session.permissions.includes(desk.permission);
}

/**
 * A link to another desk. A plain click moves the studio there in place (the
 * studio follows the address on popstate, as for Back); a modified click
 * opens it as the browser would, in another tab.
 */
export function DeskLink({ view, params, children, className }: { view: string; params?: Record<string, string | number>; children: ReactNode; className?: string }) {
  const href = deskHref(view, params);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  return (
    <a href={href} className={className} onClick={follow}>
      {children}
    </a>
  );
}
