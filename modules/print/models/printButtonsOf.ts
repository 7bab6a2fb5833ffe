/** The buttons the print page may show; each one only when the server allows its step. */
export interface PrintButtons {
  print: boolean;
  remind: boolean;
  /** Mail the paper with a tracking number. */
  express: boolean;
  skipExpress: boolean;
  receive: boolean;
  receiveException: boolean;
}

/** The server's `actions` names (mocks-server/bills/README.md "Verbs") for each button. */
const ACTION_OF: Readonly<Record<keyof PrintButtons, string>> = {
  print: 'print',
  remind: 'remind',
  express: 'addExpress',
  skipExpress: 'jumpExpress',
  receive: 'receive',
  receiveException: 'receiveExcep',
};

/** Never computed from the bill's state: the server knows who may do what (expense-anchors docs/approval-payment-print.md). */
export function printButtonsOf(actions: readonly string[]): PrintButtons {
  const allowed = new Set(actions);
  const has = (key: keyof PrintButtons) => allowed.has(ACTION_OF[key]);
  return {
    print: has('print'),
    remind: has('remind'),
    express: has('express'),
    skipExpress: has('skipExpress'),
    receive: has('receive'),
    receiveException: has('receiveException'),
  };
}

export function hasPaperButtons(buttons: PrintButtons): boolean {
  return buttons.express || buttons.skipExpress || buttons.receive || buttons.receiveException;
}
