import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '../../../lib/me';
import { useOwnProfile } from '../../../lib/ownProfile';
import { clearSignedIn } from '../../../lib/signInLanding';
import { FAST_REGISTRATION_PATH } from '../sections';

/**
 * Just signed in (lib/signInLanding.ts): a professional whose profile is unpublished and not
 * complete yet lands in the fast registration instead of on the home page; anyone else stays.
 * Someone who went on to another page before the account had loaded is not taken away from it.
 */
export function NewProfessionalLanding() {
  const me = useMe().data;
  const professional = me?.role === 'professional';
  const profile = useOwnProfile(professional);
  const navigate = useNavigate();
  const atHome = useLocation().pathname === '/';
  const decided = me !== undefined && (!professional || profile.data || profile.isError);

  useEffect(() => {
    if (!decided) return;
    clearSignedIn();
    const unfinished = profile.data && !profile.data.published && profile.data.missing.length > 0;
    if (unfinished && atHome) void navigate(FAST_REGISTRATION_PATH, { replace: true });
  }, [decided, profile.data, navigate, atHome]);

  return null;
}
