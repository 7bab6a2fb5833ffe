import { parseApprovalBill } from './parseApprovalBill';

describe('reading a bill answer', () => {
  it('reads the plan, payments, logs and the allowed actions', () => {
    const bill = parseApprovalBill({
      id: 'b1',
      state: 'failure',
      form: {
        code: 'B1',
        title: 'T',
        submitterId: { id: 'corp:s', name: '韩梅梅' },
        payMoney: { standard: '10.00' },
        payType: 'MIXING',
      },
      plan: {
        currentNodeId: 'N2',
        nonMatchedDefines: 'FORBID',
        nodes: [
          {
            id: 'N1',
            type: 'countersign',
            policy: 'ALL',
            counterSigners: [{ signer: 'corp:a', state: 'PROCESSED' }],
          },
          { id: 'N2', type: 'pay', skippedType: 'BOGUS', agreeType: 'AI_APPROVAL' },
          { type: 'normal' },
        ],
      },
      payments: [
        { id: 'p1', channel: 'CHANPAY', state: 'FAILURE', failureReason: '退回' },
        { id: 'x' },
      ],
      logs: [{ action: 'freeflow.submit', operatorId: 'corp:s', time: 3 }, { nope: 1 }],
      actions: ['pay', 4],
    });
    expect(bill).toMatchObject({
      submitterName: '韩梅梅',
      payType: 'MIXING',
      nonMatchedDefines: 'FORBID',
    });
    expect(
      bill?.nodes.map((node) => [node.id, node.policy, node.skippedType, node.agreeType]),
    ).toEqual([
      ['N1', 'ALL', 'NO_SKIPPED', 'NO_AUTO_AGREE'],
      ['N2', null, 'NO_SKIPPED', 'AI_APPROVAL'],
    ]);
    expect(bill?.payments).toHaveLength(1);
    expect(bill?.logs).toHaveLength(1);
    expect(bill?.actions).toEqual(['pay']);
  });

  it('gives null for something that is not a bill', () => {
    expect(parseApprovalBill(null)).toBeNull();
    expect(parseApprovalBill({ id: 'b1', state: 'flying' })).toBeNull();
  });
});
