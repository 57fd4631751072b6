// The marketplace's Finnish catalogue as a module of its own: its chunk holds only what `fiWeb`
// needs, not the back-office's texts (a module loaded with import() keeps all its exports).
export { fiWeb } from '../fi';
