import type { TAdminProfile } from '@fitmarket/core/api/auth';
import { createContext, use } from 'react';

/**
 * The signed-in staff member, given to the dashboard pages by its guard, which renders them only
 * once the profile has loaded. Read from here rather than from the query, whose cache is emptied
 * while the pages are still leaving on sign-out.
 */
export const CurrentStaffContext = createContext<TAdminProfile | null>(null);

export function useCurrentStaff(): TAdminProfile {
  const staff = use(CurrentStaffContext);
  if (!staff) throw new Error('useCurrentStaff is used outside the dashboard guard');
  return staff;
}
