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
    renderApproval('zh-CN', '/approval', (api) =>
      api.searchBacklog.mockResolvedValue({ items: TASKS, count: TASKS.length }),
    );
    const link = await screen.findByRole('link', { name: '差旅费' });
    expect(link).toHaveAttribute('href', '/approval/bills/b1');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('filters by task type through the query builder', async () => {
    const user = userEvent.setup();
    const { api } = renderApproval('en-US', '/approval');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Task type' }), 'To pay');
    expect(api.searchBacklog.mock.lastCall?.[0].filterBy).toBe('state == "PAYING"');
    expect(await screen.findByText('Nothing to approve')).toBeInTheDocument();
  });

  it('agrees the picked bills at once behind the bulk-agree flag, after a confirm', async () => {
    const user = userEvent.setup();
    const flags = await createTestFlags({ 'approval-bulk-agree': false });
    const { api } = renderApproval(
      'zh-CN',
      '/approval',
      (fake) => fake.searchBacklog.mockResolvedValue({ items: TASKS, count: TASKS.length }),
      flags,
    );
    await screen.findByRole('table', { name: '待我审批' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    act(() => flags.set({ 'approval-bulk-agree': true }));
    const table = screen.getByRole('table', { name: '待我审批' });
    await user.click(await within(table).findByRole('checkbox', { name: '选择 招待费' }));
    await user.click(screen.getByRole('button', { name: '批量同意（1）' }));
    expect(api.bulkAgree).not.toHaveBeenCalled();
    const confirm = screen.getByRole('alertdialog', { name: /^同意这 1 张单据，共 / });
    await user.type(within(confirm).getByRole('textbox'), '本月一并同意');
    await user.click(within(confirm).getByRole('button', { name: '批量同意（1）' }));
    expect(api.bulkAgree).toHaveBeenCalledWith(['b2'], '本月一并同意');
    expect(await screen.findByText('已同意 1 张，0 张未能同意')).toBeInTheDocument();
  });

  it('selects every bill on the page at once, and none on a second click', async () => {
    const user = userEvent.setup();
    const flags = await createTestFlags({ 'approval-bulk-agree': true });
    renderApproval(
      'zh-CN',
      '/approval',
      (fake) => fake.searchBacklog.mockResolvedValue({ items: TASKS, count: TASKS.length }),
      flags,
    );
    const table = await screen.findByRole('table', { name: '待我审批' });
    await user.click(within(table).getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByRole('button', { name: `批量同意（${TASKS.length}）` })).toBeEnabled();
    await user.click(within(table).getByRole('checkbox', { name: '全选本页' }));
    expect(screen.queryByRole('button', { name: /^批量同意/ })).not.toBeInTheDocument();
  });
});
