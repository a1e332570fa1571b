import { useId, useState, type FormEvent } from 'react';
import type { Schedule } from '../../schemas/api/studio';
import { Dialog } from '../ui/Dialog';
import { StudioButton } from './Controls';
import { formatShopDateTime } from '../ui/format';
import { shopInputToIso } from './format';

export type Busy = 'save' | 'discard' | 'publish' | 'schedule' | 'reload' | null;

interface Props {
  status: string;
  canSave: boolean;
  canDiscard: boolean;
  canPublish: boolean;
  busy: Busy;
  conflict: string | null;
  schedules: readonly Schedule[];
  onSave: () => void;
  onDiscard: () => void;
  onPublish: () => void;
  onSchedule: (publishAt: string) => Promise<boolean>;
  onCancelSchedule: (id: number) => void;
  onReload: () => void;
}

/** A button's text whose last words a narrow screen leaves out; the button's name keeps them (aria-label). */
function ShortOnPhones({ text, extra }: { text: string; extra: string }) {
  return (
    <span>
      {text}
      <span className="st-wide-only">{` ${extra}`}</span>
    </span>
  );
}

/** Where the draft stands and what can be done with it: save, discard, publish now or later. */
export function PublishBar(props: Props) {
  const { status, canSave, canDiscard, canPublish, busy, conflict, schedules } = props;
  const [scheduling, setScheduling] = useState(false);
  const pending = schedules.filter((s) => s.status === 'pending');

  return (
    <div className="st-publish">
      {/* On narrow screens this bar is fixed to the bottom, so publishing never needs a scroll. */}
      <div className="st-publish__bar">
        <p className="st-publish__status" role="status">
          {status}
        </p>
        <div className="st-publish__actions">
          <StudioButton onClick={props.onSave} disabled={!canSave || busy !== null} busy={busy === 'save'} aria-keyshortcuts="Control+S Meta+S" aria-label="Save draft">
            <ShortOnPhones text="Save" extra="draft" />
          </StudioButton>
          <StudioButton variant="ghost" onClick={props.onDiscard} disabled={!canDiscard || busy !== null} busy={busy === 'discard'} aria-label="Discard draft">
            <ShortOnPhones text="Discard" extra="draft" />
          </StudioButton>
          <StudioButton onClick={() => setScheduling(true)} disabled={!canPublish || busy !== null} busy={busy === 'schedule'}>
            Schedule
          </StudioButton>
          <StudioButton variant="primary" onClick={props.onPublish} disabled={!canPublish || busy !== null} busy={busy === 'publish'}>
            Publish
          </StudioButton>
        </div>
      </div>
      {conflict && (
        <div className="st-conflict" role="alert">
          <span>{conflict}</span>
          <StudioButton small onClick={props.onReload} busy={busy === 'reload'}>
            Reload
          </StudioButton>
        </div>
      )}
      {pending.length > 0 && (
        <section className="st-schedules" aria-label="Scheduled publishes">
          <ul>
            {pending.map((schedule) => (
              <li key={schedule.id}>
                <span>{`Publishes ${formatShopDateTime(schedule.publish_at)} · by ${schedule.created_by}`}</span>
                <StudioButton small variant="ghost" aria-label={`Cancel the publish at ${formatShopDateTime(schedule.publish_at)}`} onClick={() => props.onCancelSchedule(schedule.id)}>
                  Cancel
                </StudioButton>
              </li>
            ))}
          </ul>
        </section>
      )}
      {scheduling && (
        <ScheduleDialog
          busy={busy === 'schedule'}
          onClose={() => setScheduling(false)}
          onSchedule={async (iso) => {
            if (await props.onSchedule(iso)) setScheduling(false);
          }}
        />
      )}
    </div>
  );
}

function ScheduleDialog({ busy, onClose, onSchedule }: { busy: boolean; onClose: () => void; onSchedule: (iso: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const iso = shopInputToIso(value);
    if (!iso) return setError('Choose a date and time');
    if (new Date(iso).getTime() <= Date.now()) return setError('Choose a time in the future');
    setError('');
    onSchedule(iso);
  };

  return (
    <Dialog title="Schedule the publish" onClose={onClose}>
      <form onSubmit={submit} noValidate className="st-form">
        <div className="st-field">
          <label htmlFor={id}>Publish at</label>
          <input
            id={id}
            type="datetime-local"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          />
          <p id={`${id}-help`} className="st-muted">India Standard Time (IST). The draft as saved now is what will be published.</p>
          {error && (
            <p id={`${id}-error`} className="st-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <StudioButton type="submit" variant="primary" busy={busy}>
          Schedule publish
        </StudioButton>
      </form>
    </Dialog>
  );
}
