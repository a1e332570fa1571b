import { Page } from '../../ui/Page';
import { EmptyState } from '../../ui/EmptyState';
import { Button, ButtonLink } from '../../ui/Button';
import { useT } from '../../i18n/useT';

interface Props {
  title: string;
  onSignIn: () => void;
}

/** What a guest sees behind the login popup on an account page. */
export default function SignInPrompt({ title, onSignIn }: Props) {
  const t = useT();
  return (
    <Page title={title}>
      <EmptyState
        icon="user"
        title={t('route.signInTitle')}
        actions={
          <>
            <Button onClick={onSignIn}>{t('route.signIn')}</Button>
            <ButtonLink to="/" variant="secondary">
              {t('route.continueShopping')}
            </ButtonLink>
          </>
        }
      >
        {t('route.signInWhy', { page: title.toLowerCase() })}
      </EmptyState>
    </Page>
  );
}
