/** Small readers for untrusted answers, shared with the shell (@shell/billStates). */
export {
  fieldsOf,
  isFields,
  readId,
  readList,
  readOneOf,
  readText,
  readTime,
  type Fields,
} from '@shell/billStates';
