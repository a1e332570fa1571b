import { REPLAY_ATTRIBUTE, REPLAY_QUEUE } from '../../schemas/replay-taps';

interface RecordedTap {
  pressed: Element;
  /** Its place among the page's marked controls when it was pressed. */
  index: number;
}

/** The loader's queue (server/features/storefront/html.ts, tapCaptureScript), read defensively: it is plain script, not typed. */
function recordedTaps(queue: unknown): RecordedTap[] {
  if (!Array.isArray(queue)) return [];
  return queue.flatMap((entry: unknown) => {
    if (!Array.isArray(entry)) return [];
    const [pressed, index]: unknown[] = entry;
    return pressed instanceof Element && typeof index === 'number' ? [{ pressed, index }] : [];
  });
}

/**
 * The control as it is now. Hydration adopts the server's nodes, so it is
 * normally the very element pressed; a part React rendered afresh instead (a
 * hydration mismatch falls back to a client render) has a new node in the
 * same place among the marked controls, with the same name.
 */
function findAgain({ pressed, index }: RecordedTap, doc: Document): HTMLElement | null {
  if (pressed.isConnected) return pressed instanceof HTMLElement ? pressed : null;
  const now = doc.querySelectorAll<HTMLElement>(`[${REPLAY_ATTRIBUTE}]`)[index];
  return now && now.getAttribute(REPLAY_ATTRIBUTE) === pressed.getAttribute(REPLAY_ATTRIBUTE) ? now : null;
}

/** React applies a tap's updates after its event: the next tap must see them (a quantity raised, then added to the cart). */
const nextTask = () => new Promise<void>((done) => setTimeout(done));

/**
 * Takes the taps over from the inline loader and replays each once on the
 * hydrated control, in the order they were made. Emptying the queue first
 * stops the loader recording, so the replayed clicks (and every tap after)
 * reach React alone: each takes effect exactly once. A control now disabled
 * (a quantity already at its limit) is not pressed. One task apart, so each
 * sees what the one before did. Resolves to how many were replayed.
 */
export async function replayTaps(doc: Document = document): Promise<number> {
  const view = doc.defaultView;
  if (!view) return 0;
  const taps = recordedTaps(Reflect.get(view, REPLAY_QUEUE));
  Reflect.set(view, REPLAY_QUEUE, null);
  let replayed = 0;
  for (const tap of taps) {
    // The loader's busy mark: from here the control's own state says whether it is working.
    tap.pressed.removeAttribute('aria-busy');
    const control = findAgain(tap, doc);
    if (!control) continue;
    control.removeAttribute('aria-busy');
    if (control.matches(':disabled')) continue;
    control.click();
    replayed++;
    await nextTask();
  }
  return replayed;
}
