import type { FollowingMessages } from '../en';

/** Finnish texts of the account's Following section; typed by the English ones. */
export const followingFi: FollowingMessages = {
  pageTitle: 'Seuratut',
  title: 'Seuraamasi ammattilaiset',
  lead: 'Kuulet seuraamiesi ammattilaisten uutiset ensimmäisenä.',
  loading: 'Ladataan seuraamiasi ammattilaisia…',
  empty: 'Et seuraa vielä ketään. Avaa ammattilaisen profiili ja paina Seuraa.',
  findProfessionals: 'Löydä ammattilaisia',
  followingSince: 'Seurattu {{date}} alkaen',
  unfollow: 'Lopeta seuraaminen',
  unfollowLabel: 'Lopeta ammattilaisen {{name}} seuraaminen',
  confirmTitle: 'Lopetetaanko seuraaminen?',
  confirmMessage:
    'Et enää seuraa ammattilaista {{name}}. Voit aloittaa seuraamisen uudelleen hänen profiilistaan.',
  confirm: 'Lopeta seuraaminen',
  cancel: 'Peruuta',
  unfollowed: 'Et enää seuraa ammattilaista {{name}}.',
  pagination: 'Seuraamiesi ammattilaisten sivut',
};
