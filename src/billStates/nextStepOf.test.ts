import { isBillState } from './billStates';
import { nextStepMessages } from './nextStepMessages';
import { describeNextStep } from './describeNextStep';
import { nextStepOf, type NextStepBill } from './nextStepOf';
import { parseRejection } from './parseRejection';
import { parseWaitingNode } from './parseWaitingNode';

const ME = 'corp:me';
const BOSS = 'corp:boss';

type Raw = Record<string, unknown>;

/** A bill as every summary parser reads it (state, submitter, plan, rejection), from raw fields. */
function billSummary(overrides: Raw = {}, form: { submitterId?: string } = {}): NextStepBill {
  const raw: Raw = {
    state: 'approving',
    plan: {
      currentNodeId: 'N1',
      nodes: [{ id: 'N1', name: '财务审批', type: 'normal', signer: BOSS, state: 'APPROVING' }],
    },
    ...overrides,
  };
  if (!isBillState(raw.state)) throw new Error(`not a bill state: ${String(raw.state)}`);
  return {
    state: raw.state,
    submitter: { id: form.submitterId ?? ME },
    waitingAt: parseWaitingNode(raw.plan),
    rejection: parseRejection(raw.rejection),
  };
}

const names = new Map([[BOSS, '韩梅梅']]);
const nameOf = (id: string) => names.get(id) ?? null;
const line = (bill: ReturnType<typeof billSummary>, locale: 'zh-CN' | 'en-US' = 'en-US') =>
  describeNextStep(nextStepOf(bill, ME), nextStepMessages[locale], nameOf);
const waitingAt = (type: string, signer: string | null, name = '财务审批') => ({
  plan: { currentNodeId: 'N', nodes: [{ id: 'N', name, type, signer, state: 'APPROVING' }] },
});

describe('the next-step line', () => {
  // Regression: a rejected bill read only "等待您提交", with no who and no why.
  it('says who rejected the bill, at which node, and why', () => {
    const rejection = {
      by: BOSS,
      nodeId: 'N1',
      nodeName: '直属上级审批',
      time: 1,
      reason: '发票抬头不对',
    };
    const bill = billSummary({ state: 'rejected', rejection }, { submitterId: ME });
    expect(line(bill, 'zh-CN')).toBe(
      '韩梅梅在「直属上级审批」驳回：发票抬头不对。等待您修改后重新提交',
    );
    expect(line(bill)).toBe(
      'Rejected by 韩梅梅 at 直属上级审批: 发票抬头不对. Waiting for you to change and resubmit',
    );
  });

  it('names the approver and the node of an approving bill', () => {
    expect(line(billSummary())).toBe('Waiting for 韩梅梅 to approve (财务审批)');
    expect(line(billSummary(), 'zh-CN')).toBe('等待韩梅梅审批（财务审批）');
  });

  it('says "you" when the signed-in person is the one it waits for', () => {
    const bill = billSummary({ state: 'paying', ...waitingAt('pay', ME, '出纳支付') });
    expect(line(bill)).toBe('Waiting for you to pay (出纳支付)');
    expect(line(bill, 'zh-CN')).toBe('等待您支付（出纳支付）');
  });

  it('waits for the bank, not a person, while a payment is in progress', () => {
    const bill = billSummary({ state: 'PROCESSING', ...waitingAt('pay', ME, '出纳支付') });
    expect(line(bill)).toBe('Payment in progress: waiting for the bank’s answer');
    expect(line(bill, 'zh-CN')).toBe('支付中，等待银行返回支付结果');
  });

  it('falls back to the node when the approver is unknown or missing', () => {
    expect(line(billSummary(waitingAt('normal', 'corp:stranger')))).toBe(
      'Waiting for an assignee to approve (财务审批)',
    );
    expect(line(billSummary(waitingAt('normal', null)))).toBe(
      'Waiting for an assignee to approve (财务审批)',
    );
  });

  it('waits for the robot at a robot node', () => {
    expect(line(billSummary(waitingAt('ebot', null, 'AI 审批')))).toBe(
      'Waiting for the robot to approve (AI 审批)',
    );
  });

  it.each([
    ['draft', 'Waiting for you to submit'],
    ['rejected', 'Waiting for you to submit'],
    ['pending', 'Submitting: the budget is being calculated'],
    ['paid', 'Completed: waiting for you to archive it'],
    ['PROCESS', 'Completed: waiting for you to archive it'],
    ['archived', 'Archived: no further steps'],
    ['nullify', 'Voided: no further steps'],
  ])('reads a %s bill as "%s"', (state, text) => {
    expect(line(billSummary({ state, plan: { currentNodeId: null, nodes: [] } }))).toBe(text);
  });

  it.each([
    ['sending', 'send', 'Waiting for 韩梅梅 to send the paper bill (财务审批)'],
    ['receiving', 'receive', 'Waiting for 韩梅梅 to receive the paper bill (财务审批)'],
    ['receivingExcep', 'receive', 'Receipt exception: waiting for 韩梅梅 (财务审批)'],
    ['failure', 'pay', 'Payment failed: waiting for 韩梅梅 to pay again (财务审批)'],
  ])('reads a %s bill at its %s node', (state, type, text) => {
    expect(line(billSummary({ state, ...waitingAt(type, BOSS) }))).toBe(text);
  });
});
