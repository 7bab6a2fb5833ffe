import type { AnswerContracts } from './answerContract';
import { MODULES_ADMIN_ANSWERS } from './modulesAdminAnswers';
import { MODULES_BILL_ANSWERS } from './modulesBillAnswers';
import { MODULES_LOOKUP_ANSWERS } from './modulesLookupAnswers';

/**
 * The routes the micro-applications in `modules/` read. A route read by the shell too has its
 * entry here with the shell's schemas as well (the modules' area owns shared routes), and it
 * replaces the shell's entry in answerContracts.ts.
 */
export const MODULES_ANSWERS: AnswerContracts = {
  ...MODULES_BILL_ANSWERS,
  ...MODULES_ADMIN_ANSWERS,
  ...MODULES_LOOKUP_ANSWERS,
};
