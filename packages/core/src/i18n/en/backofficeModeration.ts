/**
 * English texts of the back-office moderation queues, reported messages and reported reviews
 * (loaded on demand: resources.ts).
 */
export const backofficeModerationEn = {
  messages: {
    lead: 'Messages people reported in the messenger, the longest waiting first. Remove a message that breaks the terms of use, or keep it.',
    listLabel: 'Reported messages',
    loading: 'Loading the reported messages…',
    empty: 'No reported messages are waiting for a decision.',
    pagination: 'Pages of reported messages',
    title: 'Message from {{name}}',
    writtenAt: 'Sent',
    text: 'Message',
    reports_one: '{{count}} report',
    reports_other: '{{count}} reports',
    action: 'Remove',
    actionLabel: 'Remove the message from {{name}}',
    keepLabel: 'Keep the message from {{name}}',
    actionModal: {
      title: 'Remove the message from {{name}}',
      lead: 'The message is no longer shown in the conversation. Its author sees the reason beside it and receives it by email.',
      submit: 'Remove message',
    },
    keepModal: {
      title: 'Keep the message from {{name}}',
      message: 'The message stays in the conversation and its reports are closed.',
      confirm: 'Keep message',
    },
    done: {
      action: 'The message from {{name}} was removed.',
      keep: 'The message from {{name}} was kept.',
    },
  },
  reviews: {
    lead: 'Reviews people reported, the longest waiting first. Hide a review that breaks the terms of use, or keep it.',
    listLabel: 'Reported reviews',
    loading: 'Loading the reported reviews…',
    empty: 'No reported reviews are waiting for a decision.',
    pagination: 'Pages of reported reviews',
    title: 'Review by {{name}}',
    about: 'About',
    writtenAt: 'Written',
    text: 'Review',
    rating: 'Rating: {{rating}} / 5',
    reports_one: '{{count}} report',
    reports_other: '{{count}} reports',
    publicProfile: 'Public profile of {{name}}',
    action: 'Hide',
    actionLabel: 'Hide the review by {{name}}',
    keepLabel: 'Keep the review by {{name}}',
    actionModal: {
      title: 'Hide the review by {{name}}',
      lead: 'The review disappears from the professional’s profile and no longer counts in their rating. Its author receives the reason by email.',
      submit: 'Hide review',
    },
    keepModal: {
      title: 'Keep the review by {{name}}',
      message:
        'The review stays on the profile and its reports are closed. If someone reports it again, it comes back here.',
      confirm: 'Keep review',
    },
    done: {
      action: 'The review by {{name}} was hidden.',
      keep: 'The review by {{name}} was kept.',
    },
  },
  author: 'Author',
  deletedAccount: 'Deleted account',
  history: 'History',
  historyLabel: 'History of {{name}}',
  report: {
    reason: 'Reason',
    by: 'Reported by {{name}}',
    at: 'Reported',
  },
  keep: 'Keep',
  close: 'Close',
  cancel: 'Cancel',
  reason: 'Reason',
  reasonHint: 'The author receives this reason by email. At least {{min}} characters.',
};
