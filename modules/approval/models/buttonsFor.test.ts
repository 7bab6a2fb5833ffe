import { buttonsFor, needsComment } from './buttonsFor';

describe('the buttons shown for the server’s actions', () => {
  it('shows agree, review and reject to an approver, in that order', () => {
    expect(buttonsFor(['reject', 'print', 'agree', 'review', 'nullify'])).toEqual([
      'agree',
      'review',
      'reject',
    ]);
  });

  it('shows both channels to a cashier who may pay, and both results while a payment is pending', () => {
    expect(buttonsFor(['pay'])).toEqual(['payOffline', 'payChanpay']);
    expect(buttonsFor(['payResult'])).toEqual(['paySuccess', 'payFailure']);
  });

  it('shows archive to the submitter of a completed bill, and nothing for unknown names', () => {
    expect(buttonsFor(['archive', 'edit'])).toEqual(['archive']);
    expect(buttonsFor(['hack', 'AGREE'])).toEqual([]);
  });

  it('asks for a comment on approval steps and a reason on a failed payment only', () => {
    expect(['agree', 'review', 'reject', 'payFailure'].every((b) => needsComment(b as never))).toBe(
      true,
    );
    expect(needsComment('payOffline')).toBe(false);
    expect(needsComment('archive')).toBe(false);
  });
});
