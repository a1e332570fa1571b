import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  title: string;
  /** What deleting does, in a sentence; or why it cannot be done when `blocked`. */
  text: string;
  blocked?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a delete, saying what goes with it; a delete the server would refuse offers only a way back. */
export function ConfirmDelete({ title, text, blocked, busy, onConfirm, onClose }: Props) {
  return blocked ? (
    <ConfirmDialog title={`${title} cannot be deleted`} text={text} back="Go back" onClose={onClose} />
  ) : (
    <ConfirmDialog title={`Delete ${title}?`} text={text} back="Keep it" action={{ label: `Delete ${title}`, variant: 'danger', busy, onConfirm }} onClose={onClose} />
  );
}
