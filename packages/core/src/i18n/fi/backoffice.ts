// The back-office's Finnish catalogue as a module of its own: its chunk holds only what
// `fiBackoffice` needs, not the marketplace's texts (see web.ts beside it).
export { fiBackoffice } from '../fi';
