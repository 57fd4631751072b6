import type { Messages } from '../en';

/** Finnish texts shared by the account screens of both SPAs; typed by the English ones. */
export const accountSharedFi: Messages['accountShared'] = {
  fields: {
    togglePassword: 'Näytä tai piilota salasana',
  },
  passwordRules: {
    title: 'Salasanassa on oltava',
    length: '{{min}}–{{max}} merkkiä',
    letter: 'vähintään yksi kirjain',
    digit: 'vähintään yksi numero',
    met: 'kunnossa',
    unmet: 'puuttuu vielä',
  },
  social: {
    or: 'tai',
    // "palvelun X kautta" reads right for any provider name, one word or several.
    continueWith: 'Jatka palvelun {{name}} kautta',
  },
  avatar: {
    label: 'Profiilikuva',
    upload: 'Lisää kuva',
    change: 'Vaihda kuva',
    remove: 'Poista kuva',
    uploading: 'Kuvaa ladataan…',
    hint: 'JPG-, PNG- tai GIF-kuva, enintään {{maxMb}} Mt ja vähintään {{minWidth}} × {{minHeight}} pikseliä.',
  },
};
