export { adoptStartAnswers } from './adoptStartAnswers';
export { takeStartAuthCode } from './StartCalls';
