import { SECTION_EVENT_MAX_AGE_MS, SECTION_EVENT_MAX_AHEAD_MS, type SectionEvent } from '../../../schemas/api/section-analytics';

/**
 * The first event of a batch whose time cannot be right (a replayed batch
 * from days ago, a clock far ahead), as the sentence the 400 says; null when
 * every event falls in the window. Such a batch is bad data as a whole.
 */
export function eventOutsideWindow(events: readonly SectionEvent[], now: number): string | null {
  for (const [i, event] of events.entries()) {
    if (event.at < now - SECTION_EVENT_MAX_AGE_MS) return `events.${i}.at is more than 48 hours ago`;
    if (event.at > now + SECTION_EVENT_MAX_AHEAD_MS) return `events.${i}.at is more than 5 minutes in the future`;
  }
  return null;
}
