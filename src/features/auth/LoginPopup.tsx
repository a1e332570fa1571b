import { useEffect, type ComponentType } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useResetAtom } from 'jotai/utils';
import { loginPopupAtom, type LoginView } from '../../state/session';
import { Dialog } from '../../ui/Dialog';
import type { MessageKey } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { loginStateAtom, type LoginState } from './login-state';
import { EmailCodeView } from './views/EmailCodeView';
import { EmailLoginView } from './views/EmailLoginView';
import { ForgotPasswordView } from './views/ForgotPasswordView';
import { MobileCodeView } from './views/MobileCodeView';
import { MobileView } from './views/MobileView';
import { ProfilePromptView } from './views/ProfilePromptView';
import { ResetPasswordView } from './views/ResetPasswordView';
import { SignUpView } from './views/SignUpView';
import { useSkipProfile } from './useSkipProfile';
import { useSignedInUser } from '../../state/useSignedInUser';

const VIEWS: Record<LoginView, { title: MessageKey; Body: ComponentType }> = {
  mobile: { title: 'auth.loginOrSignUp', Body: MobileView },
  'mobile-code': { title: 'auth.verifyMobile', Body: MobileCodeView },
  'email-login': { title: 'auth.loginWithEmail', Body: EmailLoginView },
  'forgot-password': { title: 'auth.forgotPasswordTitle', Body: ForgotPasswordView },
  'email-code': { title: 'auth.verifyEmail', Body: EmailCodeView },
  'reset-password': { title: 'auth.setNewPasswordTitle', Body: ResetPasswordView },
  'sign-up': { title: 'auth.createYourAccount', Body: SignUpView },
  profile: { title: 'auth.profileTitle', Body: ProfilePromptView },
};

/**
 * A popup opened without what it needs (a code popup with no code sent, say,
 * when something outside the flow asks for it) shows the step before instead.
 */
function usableView(view: LoginView, s: LoginState, signedIn: boolean): LoginView {
  switch (view) {
    case 'profile':
      return signedIn ? view : 'mobile';
    case 'mobile-code':
      return s.verificationId && s.phone ? view : 'mobile';
    case 'email-code':
      return s.email && (s.codePurpose === 'reset' ? s.verified : s.codePurpose === 'sign-up' && s.signUp) ? view : 'email-login';
    case 'reset-password':
      return s.email && s.resetCode ? view : 'forgot-password';
    default:
      return view;
  }
}

/**
 * The login popups (spec section 2), loaded when one first opens. Each view is
 * its own dialog: moving on closes one and opens the next, and focus goes back
 * to whatever opened the flow when the last one closes.
 */
export default function LoginPopup() {
  const [popup, setPopup] = useAtom(loginPopupAtom);
  const state = useAtomValue(loginStateAtom);
  const resetState = useResetAtom(loginStateAtom);
  const signedIn = useSignedInUser() !== null;
  const skipProfile = useSkipProfile();
  const t = useT();

  // The flow's memory (a sign-up password among it) goes when the popup closes.
  useEffect(() => () => resetState(), [resetState]);

  if (!popup) return null;
  const view = usableView(popup.view, state, signedIn);
  const { title, Body } = VIEWS[view];
  return (
    // Closing the name question is declining it, as "Skip for now" is: it is asked once.
    <Dialog key={view} title={t(title)} onClose={view === 'profile' ? skipProfile : () => setPopup(null)}>
      <Body />
    </Dialog>
  );
}
