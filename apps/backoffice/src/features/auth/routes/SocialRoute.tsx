import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useStartSession } from '../../../lib/session';

/** The social sign-in came back without saying it worked, and without saying why. */
const NOT_AUTHORIZED = 2006;
/** The social sign-in said it worked but sent no token. */
const NO_TOKEN = 2007;

/** Where the API sends the browser back after a social sign-in (SPEC §2 /social). */
function outcome(params: URLSearchParams): { token: string } | { error: string } {
  if (params.get('oauth2') !== 'true') {
    // Only a code of ours can be shown; a provider's own words ("access_denied") cannot.
    const error = params.get('error') ?? '';
    return { error: /^[1-9]\d*$/.test(error) ? error : String(NOT_AUTHORIZED) };
  }
  const token = params.get('token');
  return token ? { token } : { error: String(NO_TOKEN) };
}

/** Route social: signs in with the token it was given, or goes to login with the error. */
export function SocialRoute() {
  const { t } = useTranslation();
  usePageTitle(t('backofficeAccount.social.pageTitle'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const startSession = useStartSession();

  useEffect(() => {
    const result = outcome(params);
    if ('token' in result) {
      startSession(result.token);
      void navigate('/login/success', { replace: true });
    } else {
      void navigate(`/login?error=${result.error}`, { replace: true });
    }
  }, [params, startSession, navigate]);

  return <PageLoader label={t('backofficeAccount.social.signingIn')} />;
}
