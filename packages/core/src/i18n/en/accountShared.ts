/** English texts shared by the account screens of both SPAs (merged into ../en.ts under `accountShared`). */
export const accountSharedEn = {
  fields: {
    togglePassword: 'Show or hide the password',
  },
  passwordRules: {
    title: 'Your password needs',
    length: '{{min}}–{{max}} characters',
    letter: 'at least one letter',
    digit: 'at least one number',
    met: 'done',
    unmet: 'not yet',
  },
  social: {
    or: 'or',
    continueWith: 'Continue with {{name}}',
  },
} as const;
