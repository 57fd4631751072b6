import type { TPublicProfile } from '@fitmarket/core/api/public-profile';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { rememberIntendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { Button, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthToken } from '../../../lib/session';
import { useFollow } from '../api/profile';

/**
 * Follow or unfollow. A guest is sent to sign in and comes back to this very profile (the
 * intended route, as for any page that needs a session).
 */
export function FollowButton({ profile }: { profile: TPublicProfile }) {
  const { t } = useTranslation();
  const signedIn = useAuthToken() !== null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const follow = useFollow(profile.slug);
  const name = `${profile.first_name} ${profile.last_name}`;

  if (!signedIn) {
    return (
      <Button
        onClick={() => {
          rememberIntendedRoute(pathname);
          void navigate('/signin');
        }}
      >
        {t('publicProfile.followSignIn')}
      </Button>
    );
  }
  const following = profile.following === true;
  return (
    <Stack gap="xs">
      <Button
        variant={following ? 'default' : 'filled'}
        loading={follow.isPending}
        aria-pressed={following}
        onClick={() => follow.mutate(!following)}
        data-testid="follow-button"
      >
        {following ? t('publicProfile.unfollow') : t('publicProfile.follow')}
      </Button>
      {follow.isSuccess && (
        <VisuallyHidden role="status">
          {t(following ? 'publicProfile.followDone' : 'publicProfile.unfollowDone', { name })}
        </VisuallyHidden>
      )}
      {follow.isError && <ErrorAlerts errors={errorsOf(follow.error)} />}
    </Stack>
  );
}
