import { useState, type FormEvent, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import * as z from 'zod/mini';
import { profileFormSchema } from '../../../schemas/api/profile';
import type { Account } from '../../../schemas/api/account';
import { ApiError } from '../../api/client';
import { signedInAtom, type StoredUser } from '../../state/session';
import { Button } from '../../ui/Button';
import { errorMessage } from '../auth/error-message';
import { TextField } from '../auth/fields/TextField';
import { fieldErrors, useIssueText } from '../auth/form-errors';
import { useBusy } from '../auth/useBusy';
import { useFieldForm } from '../auth/useFieldForm';
import { FormError } from '../auth/views/FormError';
import { useT } from '../../i18n/useT';
import { saveProfile } from './profile-api';
import styles from '../auth/forms.module.css';

const FIELDS = ['fname', 'lname', 'email'] as const;

interface Props {
  user: StoredUser;
  submitLabel: string;
  /** After the server saved: the stored `info` and every greeting already follow it. */
  onSaved: (account: Account) => void;
  /** Beside the submit button: Cancel on /my-account, Skip for now after a phone sign-up. */
  secondary?: ReactNode;
  /** Full-width buttons, one above the other, as in every login popup. */
  stacked?: boolean;
}

/**
 * First name, last name and e-mail, checked with the server's own schema.
 * An account that signs in with its e-mail shows it without letting it
 * change; anyone else's e-mail is optional, for order updates and invoices.
 */
export function ProfileForm({ user, submitLabel, onSaved, secondary, stacked = false }: Props) {
  const setSignedIn = useSetAtom(signedInAtom);
  const emailIsSignIn = user.providers.includes('password');
  const { values, bind, showErrors: show, clearErrors } = useFieldForm(FIELDS, { fname: user.fname, lname: user.lname, email: user.email });
  const [refusal, setRefusal] = useState('');
  const [busy, run] = useBusy();
  const t = useT();
  const issueText = useIssueText();

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal('');
    const parsed = z.safeParse(profileFormSchema, { user_id: String(user.id), ...values, ...(emailIsSignIn ? { email: undefined } : {}) });
    if (!parsed.success) {
      show(fieldErrors(parsed.error, issueText));
      return;
    }
    clearErrors();
    const { fname, lname, email } = parsed.data;
    void run(async () => {
      try {
        const account = await saveProfile(user.id, { fname, lname, ...(email === undefined ? {} : { email }) });
        setSignedIn(account);
        onSaved(account);
      } catch (err) {
        // The server's e-mail answers (used by another account, a sign-in address) belong under the e-mail field.
        if (err instanceof ApiError && (err.status === 409 || err.status === 422)) show({ email: err.message });
        else setRefusal(errorMessage(err, t('account.saveFailed')));
      }
    });
  }

  const optional = <span className={styles.optional}>{t('account.optional')}</span>;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField label={t('account.firstName')} autoComplete="given-name" maxLength={50} {...bind('fname')} />
        <TextField label={<>{t('account.lastName')} {optional}</>} autoComplete="family-name" maxLength={50} {...bind('lname')} />
      </div>
      {emailIsSignIn ? (
        <TextField label={t('account.email')} type="email" value={user.email} readOnly hint={<p className={styles.hint}>{t('account.emailIsSignIn')}</p>} />
      ) : (
        <TextField
          label={<>{t('account.email')} {optional}</>}
          type="email"
          autoComplete="email"
          maxLength={254}
          hint={<p className={styles.hint}>{t('account.emailHint')}</p>}
          {...bind('email')}
        />
      )}
      {refusal && <FormError>{refusal}</FormError>}
      <div className={stacked ? styles.stackedActions : styles.actions}>
        <Button type="submit" busy={busy} block={stacked}>
          {submitLabel}
        </Button>
        {secondary}
      </div>
    </form>
  );
}
