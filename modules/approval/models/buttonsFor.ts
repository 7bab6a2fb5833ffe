/** The buttons of the approval view, each one step the server may allow. */
export const APPROVAL_BUTTONS = [
  'agree',
  'review',
  'reject',
  'payOffline',
  'payChanpay',
  'paySuccess',
  'payFailure',
  'archive',
] as const;
export type ApprovalButton = (typeof APPROVAL_BUTTONS)[number];

/** Which server action name (the detail's `actions`) each button needs. */
const NEEDS: Record<ApprovalButton, string> = {
  agree: 'agree',
  review: 'review',
  reject: 'reject',
  payOffline: 'pay',
  payChanpay: 'pay',
  paySuccess: 'payResult',
  payFailure: 'payResult',
  archive: 'archive',
};

/** Buttons come only from what the server allows this staff now; unknown names are ignored. */
export function buttonsFor(actions: readonly string[]): ApprovalButton[] {
  const allowed = new Set(actions);
  return APPROVAL_BUTTONS.filter((button) => allowed.has(NEEDS[button]));
}

/** Buttons that ask for a comment first (docs/approval-payment-print.md: each approval action carries a comment). */
export function needsComment(button: ApprovalButton): boolean {
  return (
    button === 'agree' || button === 'review' || button === 'reject' || button === 'payFailure'
  );
}
