import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { safeSessionStorage } from '../rememberedLocale';
import { ShellPage } from '../routes/ShellPage';
import { signedOutInHost } from '../signIn/signOut';
import { useRootStore } from '../store';
import { Button } from '../ui';
import { webSignInUrl, type IdentityProviderConfig } from './useSignOut';

/**
 * After signing out: inside a host, re-enter from the host app (it holds the sign-in); on the
 * web, the identity provider's sign-in, where signing out has already sent the browser.
 */
export const SignedOutPage = observer(function SignedOutPage({
  identityProvider,
}: {
  identityProvider?: IdentityProviderConfig;
}) {
  const { t } = useTranslation();
  const bridge = useRootStore().hostBridge.get();
  const inHost = bridge ? bridge.variant === 'embedded' : signedOutInHost(safeSessionStorage());
  return (
    <ShellPage title={t('signedOut.title')}>
      <p role="status">{inHost ? t('signedOut.inHost') : t('signedOut.onWeb')}</p>
      {!inHost && identityProvider && (
        <Button
          variant="primary"
          size="lg"
          block
          onClick={() => window.location.assign(webSignInUrl(identityProvider))}
        >
          {t('signedOut.signInAgain')}
        </Button>
      )}
    </ShellPage>
  );
});
