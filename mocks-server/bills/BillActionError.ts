/** A refused workflow step; the router answers it in the lab's error envelope. */
export class BillActionError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: string,
    message: string,
    /** More fields for the error envelope, e.g. the amounts a total check compared. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'BillActionError';
  }
}

export function illegalState(action: string, state: string): BillActionError {
  return new BillActionError(
    409,
    'error:lab:bill-illegal-transition',
    `A bill in state ${state} cannot take the action ${action}`,
  );
}

export function notAssignee(action: string): BillActionError {
  return new BillActionError(
    409,
    'error:lab:bill-not-assignee',
    `The current staff may not ${action} this bill at its current step`,
  );
}
