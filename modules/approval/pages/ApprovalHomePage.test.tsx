import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestFlags } from '@shell/testing';
import type { ApprovalTask } from '../types';
import { cny } from '../testing/approvalFixtures';
import { renderApproval } from '../testing/renderApproval';

function task(billId: string, title: string): ApprovalTask {
  return {
    id: `${billId}:N1:me`,
    billId,
    state: 'APPROVING',
    nodeName: '财务审批',
    createTime: 1,
    code: `B-${billId}`,
    title,
    submitterName: '韩梅梅',
    expenseMoney: cny('10.00'),
  };
}

const TASKS = [task('b1', '差旅费'), task('b2', '招待费')];

describe('ApprovalHomePage', () => {
  it('lists the tasks waiting for me, each opening the bill’s approval view', async () => {
    renderApproval('zh-CN', '/approval', (api) => api.searchBacklog.mockResolvedValue(TASKS));
    const link = await screen.findByRole('link', { name: '差旅费' });
    expect(link).toHaveAttribute('href', '/approval/bills/b1');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('filters by task type through the query builder', async () => {
    const user = userEvent.setup();
    const { api } = renderApproval('en-US', '/approval');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Task type' }), 'To pay');
    expect(api.searchBacklog).toHaveBeenLastCalledWith('state == "PAYING"', 0);
    expect(await screen.findByText('Nothing to approve')).toBeInTheDocument();
  });

  it('agrees the picked bills at once behind the bulk-agree flag', async () => {
    const user = userEvent.setup();
    const flags = await createTestFlags({ 'approval-bulk-agree': false });
    const { api } = renderApproval(
      'zh-CN',
      '/approval',
      (fake) => fake.searchBacklog.mockResolvedValue(TASKS),
      flags,
    );
    await screen.findByRole('table', { name: '待我审批' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    act(() => flags.set({ 'approval-bulk-agree': true }));
    const table = screen.getByRole('table', { name: '待我审批' });
    await user.click(await within(table).findByRole('checkbox', { name: '选择 招待费' }));
    await user.click(screen.getByRole('button', { name: '批量同意（1）' }));
    expect(api.bulkAgree).toHaveBeenCalledWith(['b2'], '批量同意');
    expect(await screen.findByText('已同意 1 张，0 张未能同意')).toBeInTheDocument();
  });
});
