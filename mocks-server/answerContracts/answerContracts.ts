import type { AnswerContracts } from './answerContract';
import { HOSTS_ANSWERS } from './hostsAnswers';
import { MODULES_ANSWERS } from './modulesAnswers';
import { SHELL_ANSWERS } from './shellAnswers';

/**
 * Every route the app calls, with the contract of what it reads from the answer. The e2e run checks
 * each answer the lab sends against it (tests/routes/checkAnswerContracts.ts).
 */
export const ANSWER_CONTRACTS: AnswerContracts = {
  ...SHELL_ANSWERS,
  ...HOSTS_ANSWERS,
  ...MODULES_ANSWERS,
};
