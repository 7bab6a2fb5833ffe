import type { Bill } from '../data/billTypes';
import { BillActionError } from './BillActionError';
import { applyBillAction } from './applyBillAction';
import { bulkAgree, parseBulkAgree } from './bulkAgree';
import { MANAGER, NOW, SUBMITTER, draftBill } from './testing/billFixture';

function submitted(id: string): Bill {
  const bill = { ...draftBill(), id };
  return applyBillAction(bill, { name: 'submit' }, { actorId: SUBMITTER, now: NOW });
}

describe('bulk agree', () => {
  it('agrees every bill it may and tells why it refused the others', () => {
    const bills = new Map([
      ['a', submitted('a')],
      ['b', draftBill()],
    ]);
    const outcomes = bulkAgree(
      parseBulkAgree({ ids: ['a', 'b', 'c', 'a'], comment: ' 同意 ' }),
      { actorId: MANAGER, now: NOW },
      (id) => bills.get(id),
      (before, after) => bills.set(before.id === 'bill-1' ? 'b' : before.id, after),
    );
    expect(outcomes).toEqual([
      { id: 'a', ok: true, state: 'approving' },
      expect.objectContaining({
        id: 'b',
        ok: false,
        errorCode: 'error:lab:bill-illegal-transition',
      }),
      expect.objectContaining({ id: 'c', ok: false, errorCode: 'error:lab:bill-not-found' }),
    ]);
    expect(bills.get('a')?.logs.at(-1)).toMatchObject({
      action: 'freeflow.agree',
      comment: '同意',
    });
  });

  it('refuses a body without ids or with too many', () => {
    for (const body of [{}, { ids: [] }, { ids: [1] }, { ids: Array(101).fill('x') }, null]) {
      expect(() => parseBulkAgree(body)).toThrow(BillActionError);
    }
  });
});
