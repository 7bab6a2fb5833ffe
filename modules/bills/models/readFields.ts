/** Small readers for untrusted answers, shared with the shell (@shell/billStates). */
export { fieldsOf, readText } from '@shell/billStates';
