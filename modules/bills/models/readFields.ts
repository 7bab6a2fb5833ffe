/** Small readers for untrusted answers, shared with the shell (@shell/billStates). */
export { fieldsOf, readId, readList, readText } from '@shell/billStates';
