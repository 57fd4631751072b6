import { takeIntendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useRunOnce } from '@fitmarket/ui/useRunOnce';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorFromQuery } from '../../../lib/routeState';
import { useSignInAndGo } from '../../../lib/session';

/** The provider said yes but no token came back. */
const NO_TOKEN = 2007;
/** The provider (or the visitor) said no, without a code of ours. */
const FAILED = 2006;

/**
 * Route auth.social (WEB_LINKS.social): where social sign-in returns, as
 * `?oauth2=true&token=…` or `?oauth2=false&error=CODE`.
 */
export function SocialCallbackRoute() {
  const { t } = useTranslation();
  usePageTitle(t('webAccount.social.pageTitle'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signInAndGo = useSignInAndGo();

  useRunOnce(searchParams.toString(), () => {
    const token = searchParams.get('token');
    if (searchParams.get('oauth2') === 'true') {
      if (token) {
        signInAndGo(token, { to: takeIntendedRoute() });
      } else {
        void navigate(`/signin?error=${NO_TOKEN}`, { replace: true });
      }
      return;
    }
    const code = errorFromQuery(searchParams.get('error'))[0]?.code ?? FAILED;
    void navigate(`/signin?error=${code}`, { replace: true });
  });

  return <PageLoader label={t('webAccount.social.signingIn')} />;
}
