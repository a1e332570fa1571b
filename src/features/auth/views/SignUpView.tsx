import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { signUpFieldsSchema } from '../../../../schemas/api/identity';
import { ApiError } from '../../../api/client';
import { useLocale, useT } from '../../../i18n/useT';
import { Button } from '../../../ui/Button';
import { sendSignUpCode } from '../api';
import { PasswordField } from '../fields/PasswordField';
import { PasswordRules } from '../fields/PasswordRules';
import { TextField } from '../fields/TextField';
import { useErrorMessage } from '../error-message';
import { fieldErrors, useIssueText } from '../form-errors';
import { loginToast } from '../login-toast';
import { useBusy } from '../useBusy';
import { useFieldForm } from '../useFieldForm';
import { useLoginFlow } from '../useLoginFlow';
import { FlowLink } from './FlowLink';
import { FormError } from './FormError';
import styles from '../forms.module.css';

const FIELDS = ['fname', 'lname', 'mobile', 'email', 'password', 'referral'] as const;

/**
 * Spec section 4: a sent sign-up code closes this popup, opens the e-mail code
 * popup and keeps the form (in memory) until the code confirms the address.
 */
export function SignUpView() {
  const { state, go } = useLoginFlow();
  const [params] = useSearchParams();
  const t = useT();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const issueText = useIssueText();
  const { values, bind, showErrors, clearErrors } = useFieldForm(
    FIELDS,
    () => state.signUp ?? { fname: '', lname: '', mobile: state.phone, email: state.email, password: '', referral: params.get('ref') ?? '' },
  );
  const [refusal, setRefusal] = useState<{ message: string; exists: boolean } | null>(null);
  const [busy, run] = useBusy();

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const parsed = signUpFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, issueText);
      const first = showErrors(found);
      if (first) loginToast.error(found[first] ?? '');
      return;
    }
    clearErrors();
    const fields = parsed.data;
    void run(async () => {
      try {
        const message = await sendSignUpCode(fields.email, locale);
        loginToast.success(message || t('auth.otpSent'));
        go('email-code', { email: fields.email, signUp: fields, codePurpose: 'sign-up', verified: false, resetCode: '' });
      } catch (err) {
        const message = errorMessage(err);
        setRefusal({ message, exists: err instanceof ApiError && err.status === 409 });
        loginToast.error(message);
      }
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField label={t('auth.firstName')} autoComplete="given-name" maxLength={50} {...bind('fname')} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" maxLength={50} {...bind('lname')} />
      </div>
      <TextField label={t('auth.mobileNumber')} prefix="+91" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={14} {...bind('mobile')} />
      <TextField label={t('auth.email')} type="email" autoComplete="email" {...bind('email')} />
      <PasswordField label={t('auth.password')} autoComplete="new-password" hint={<PasswordRules password={values.password} />} {...bind('password')} />
      <TextField
        label={
          <>
            {t('auth.referralCode')} <span className={styles.optional}>{t('auth.optional')}</span>
          </>
        }
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={16}
        {...bind('referral')}
      />
      {refusal && (
        <FormError>
          {refusal.message}{' '}
          {refusal.exists && <FlowLink onClick={() => go('email-login', { email: values.email.trim() })}>{t('auth.logInInstead')}</FlowLink>}
        </FormError>
      )}
      <Button type="submit" block busy={busy}>
        {t('auth.createAccount')}
      </Button>
      <p className={styles.links}>
        <FlowLink onClick={() => go('mobile')}>{t('auth.haveAccount')}</FlowLink>
      </p>
    </form>
  );
}
