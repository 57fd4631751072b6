import { Navigate } from 'react-router';
import { useMe } from '../../../lib/me';
import { SECTION_PATHS } from '../sections';

/** Route account.home (/account): a professional's first section, or a customer's settings. */
export function AccountHomeRoute() {
  const me = useMe().data;
  return (
    <Navigate
      to={me?.role === 'professional' ? SECTION_PATHS.basic : '/account/settings'}
      replace
    />
  );
}
