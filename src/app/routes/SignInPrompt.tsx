import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { Button, ButtonLink } from '../../ui/Button';

interface Props {
  title: string;
  onSignIn: () => void;
}

/** What a guest sees behind the login popup on an account page. */
export default function SignInPrompt({ title, onSignIn }: Props) {
  return (
    <Page title={title}>
      <EmptyState
        icon="user"
        title="Sign in to continue"
        actions={
          <>
            <Button onClick={onSignIn}>Login or sign up</Button>
            <ButtonLink to="/" variant="secondary">
              Continue shopping
            </ButtonLink>
          </>
        }
      >
        Your {title.toLowerCase()} is kept with your account. Sign in with your mobile number or e-mail to see it.
      </EmptyState>
    </Page>
  );
}
