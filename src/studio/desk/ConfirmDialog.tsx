import { Dialog } from '../../ui/Dialog';
import { StudioButton } from '../Controls';

interface Props {
  title: string;
  /** What the action does, in a sentence; or why it cannot be done, when there is no `action`. */
  text: string;
  /** The way back: "Keep it", "Go back". */
  back: string;
  /** The action asked about; none: the dialog only explains. */
  action?: { label: string; variant: 'primary' | 'danger'; busy: boolean; onConfirm: () => void };
  onClose: () => void;
}

/** Asks before an action that shoppers notice at once (a delete, a pause), saying what it does. */
export function ConfirmDialog({ title, text, back, action, onClose }: Props) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{text}</p>
      <div className="st-dialog-actions">
        <StudioButton onClick={onClose}>{back}</StudioButton>
        {action && (
          <StudioButton variant={action.variant} busy={action.busy} onClick={action.onConfirm}>
            {action.label}
          </StudioButton>
        )}
      </div>
    </Dialog>
  );
}
