/** English texts of the account's Following section (loaded on demand under `following`). */
export const followingEn = {
  pageTitle: 'Following',
  title: 'Professionals you follow',
  lead: 'You hear about the professionals you follow first.',
  loading: 'Loading the professionals you follow…',
  empty: 'You do not follow anyone yet. Open a professional’s profile and press Follow.',
  findProfessionals: 'Find professionals',
  followingSince: 'Following since {{date}}',
  unfollow: 'Unfollow',
  unfollowLabel: 'Stop following {{name}}',
  confirmTitle: 'Stop following?',
  confirmMessage: 'You will no longer follow {{name}}. You can follow them again on their profile.',
  confirm: 'Unfollow',
  cancel: 'Cancel',
  unfollowed: 'You no longer follow {{name}}.',
  pagination: 'Pages of the professionals you follow',
} as const;
