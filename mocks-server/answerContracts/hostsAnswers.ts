import type { AnswerContracts } from './answerContract';

/** The routes the host sign-in adapters in `src/hosts/` read. */
export const HOSTS_ANSWERS: AnswerContracts = {};
