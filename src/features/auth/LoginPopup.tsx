import { useEffect, type ComponentType } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useResetAtom } from 'jotai/utils';
import { loginPopupAtom, type LoginView } from '../../state/session';
import { Dialog } from '../../ui/Dialog';
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

const VIEWS: Record<LoginView, { title: string; Body: ComponentType }> = {
  mobile: { title: 'Login or sign up', Body: MobileView },
  'mobile-code': { title: 'Verify your mobile number', Body: MobileCodeView },
  'email-login': { title: 'Login with e-mail', Body: EmailLoginView },
  'forgot-password': { title: 'Forgot password', Body: ForgotPasswordView },
  'email-code': { title: 'Verify your e-mail', Body: EmailCodeView },
  'reset-password': { title: 'Set a new password', Body: ResetPasswordView },
  'sign-up': { title: 'Create your account', Body: SignUpView },
  profile: { title: 'Welcome! What should we call you?', Body: ProfilePromptView },
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

  // The flow's memory (a sign-up password among it) goes when the popup closes.
  useEffect(() => () => resetState(), [resetState]);

  if (!popup) return null;
  const view = usableView(popup.view, state, signedIn);
  const { title, Body } = VIEWS[view];
  return (
    // Closing the name question is declining it, as "Skip for now" is: it is asked once.
    <Dialog key={view} title={title} onClose={view === 'profile' ? skipProfile : () => setPopup(null)}>
      <Body />
    </Dialog>
  );
}
