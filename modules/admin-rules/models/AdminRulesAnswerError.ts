/** The answer was not the shape the contract promises. */
export class AdminRulesAnswerError extends Error {
  override readonly name = 'AdminRulesAnswerError';
}
