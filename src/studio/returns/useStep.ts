import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { ReturnDeskAction, ReturnDeskDetail } from '../../../schemas/api/return-desk';
import { errorsByField, issueMessages, messageOf, serverMessages } from '../desk/field-errors';
import { takeStep, useAfterStep } from './returns-api';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * What every step form shares: the button that is busy, the problems shown
 * at their fields (the form's own checks first, then the server's), a
 * refusal that names no field, and what happens once the step is taken.
 */
export function useStep<F extends string>(request: ReturnDeskDetail, fields: readonly F[], onDone: (fresh: ReturnDeskDetail) => void) {
  const afterStep = useAfterStep();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState<ReturnDeskAction | null>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState('');
  const fieldOf = (path: string): F | null => fields.find((f) => f === path) ?? null;

  /** Marks the problems and takes the keyboard to the first field to fix. */
  const show = (next: Partial<Record<F, string>>) => {
    setErrors(next);
    window.setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  /** The form's own check refused: its issues at their fields; false so the caller stops. */
  const refuse = (issues: readonly Issue[], extra: Partial<Record<F, string>> = {}): false => {
    show({ ...errorsByField(issueMessages(issues), fieldOf).errors, ...extra });
    setFailure('');
    return false;
  };

  /** Sends the step; true when it was taken. `done` words the success for the toast. */
  const run = async (action: ReturnDeskAction, body: unknown, done: (fresh: ReturnDeskDetail) => string): Promise<boolean> => {
    setBusy(action);
    setFailure('');
    try {
      const fresh = await takeStep(request.id, action, body);
      setErrors({});
      toast.success(done(fresh));
      await afterStep(fresh);
      onDone(fresh);
      return true;
    } catch (error) {
      const message = messageOf(error, 'The step was not taken');
      const found = errorsByField(serverMessages(error), fieldOf).errors;
      if (Object.keys(found).length > 0) show(found);
      setFailure(message);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { form, busy, errors, failure, refuse, run, show };
}
