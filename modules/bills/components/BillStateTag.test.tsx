import { screen } from '@testing-library/react';
import { renderWithShell } from '@shell/testing';
import type { BillState } from '../types';
import { BillStateTag } from './BillStateTag';

// Bill states (label) (docs/bills-and-workflow.md): the exact strings staff see in each locale.
const LABELS: [BillState, string, string][] = [
  ['draft', '待提交', 'To submit'],
  ['approving', '审批中', 'Approving'],
  ['sending', '待寄送', 'To send'],
  ['receiving', '待收单', 'To receive'],
  ['receivingExcep', '收单异常', 'Receipt exception'],
  ['pending', '提交中', 'Submitting'],
  ['paying', '待支付', 'To pay'],
  ['paid', '已完成', 'Completed'],
  ['archived', '已完成', 'Completed'],
  ['rejected', '已驳回', 'Rejected'],
  ['PROCESS', '已完成', 'Completed'],
  ['failure', '支付失败', 'Payment failed'],
  ['nullify', '已作废', 'Voided'],
];

describe('BillStateTag', () => {
  it.each(LABELS)('labels %s as %s in Chinese and %s in English', (state, zh, en) => {
    const { unmount } = renderWithShell(<BillStateTag state={state} />, { locale: 'zh-CN' });
    expect(screen.getByText(zh)).toBeInTheDocument();
    unmount();
    renderWithShell(<BillStateTag state={state} />, { locale: 'en-US' });
    expect(screen.getByText(en)).toBeInTheDocument();
  });
});
