import { BOSS, ME, rawBill } from '@modules/bills/testing/billFixtures';
import { parseOrNull } from '../core/parse';
import { billSummarySchema } from './billSummary';

const readSummary = (raw: unknown) => parseOrNull(billSummarySchema, raw);

describe('the bill summary contract', () => {
  it('reads a list item with its expanded submitter, money and waiting node', () => {
    const bill = readSummary(rawBill());
    expect(bill).toMatchObject({
      id: 'bill-1',
      code: 'B2600001',
      state: 'approving',
      formType: 'expense',
      submitter: { id: ME, name: '李雷' },
      appId: null,
      waitingAt: { id: 'N1', name: '财务审批', ownerIds: [BOSS] },
    });
    expect(bill?.expenseMoney?.standard).toBe('1234.50');
  });

  it.each([
    ['no id', { id: undefined }],
    ['an unknown state', { state: 'hacked' }],
    ['not an object', null],
  ])('drops an item with %s', (_why, overrides) => {
    expect(readSummary(overrides === null ? 'x' : rawBill(overrides))).toBeNull();
  });

  it('keeps a bill whose money or form type is unusable, showing them as absent', () => {
    const bill = readSummary(
      rawBill({ formType: 'spaceship' }, { expenseMoney: { standard: 'NaN' }, submitterId: 7 }),
    );
    expect(bill).toMatchObject({
      formType: null,
      expenseMoney: null,
      submitter: { id: '7', name: '' },
    });
  });

  it('waits only for countersigners who have not signed yet', () => {
    const plan = {
      currentNodeId: 'C',
      nodes: [
        {
          id: 'C',
          name: '会签',
          type: 'countersign',
          counterSigners: [
            { signer: 'a', state: 'PROCESSED' },
            { signer: 'b', state: 'APPROVING' },
          ],
        },
      ],
    };
    expect(readSummary(rawBill({ plan }))?.waitingAt?.ownerIds).toEqual(['b']);
  });

  it('has no waiting node when the plan names a node it does not hold', () => {
    const plan = { currentNodeId: 'ghost', nodes: [] };
    expect(readSummary(rawBill({ plan }))?.waitingAt).toBeNull();
  });
});
