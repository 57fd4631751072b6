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
  avatar: {
    label: 'Profile photo',
    upload: 'Upload a photo',
    change: 'Change photo',
    remove: 'Remove photo',
    uploading: 'Uploading the photo…',
    hint: 'JPG, PNG or GIF, at most {{maxMb}} MB and at least {{minWidth}} × {{minHeight}} pixels.',
  },
} as const;
