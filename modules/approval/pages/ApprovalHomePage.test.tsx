import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApprovalTask } from '../types';
import { cny } from '../testing/approvalFixtures';
import { renderApproval } from '../testing/renderApproval';
import { ApprovalHomePage } from './ApprovalHomePage';

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

/** The page at `path`, under the route the module declares for it. */
function at(path: string) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/approval" element={<ApprovalHomePage />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('ApprovalHomePage', () => {
  it('lists the tasks waiting for me, each opening the bill’s approval view', async () => {
    renderApproval('zh-CN', at('/approval'), (api) =>
      api.searchBacklog.mockResolvedValue({ items: TASKS, count: TASKS.length }),
    );
    const link = await screen.findByRole('link', { name: '差旅费' });
    expect(link).toHaveAttribute('href', '/approval/bills/b1');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('filters by task type through the query builder', async () => {
    const user = userEvent.setup();
    const { api } = renderApproval('en-US', at('/approval'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Task type' }), 'To pay');
    expect(api.searchBacklog.mock.lastCall?.[0].filterBy).toBe('state == "PAYING"');
    expect(await screen.findByText('Nothing to approve')).toBeInTheDocument();
  });

  it('agrees the picked bills at once behind the bulk-agree flag, after a confirm', async () => {
    const user = userEvent.setup();
    const { api, root } = renderApproval('zh-CN', at('/approval'), (fake) =>
      fake.searchBacklog.mockResolvedValue({ items: TASKS, count: TASKS.length }),
    );
    const flags = { store: { variation: () => true } };
    act(() =>
      runInAction(() => root.flags.set(flags as unknown as Parameters<typeof root.flags.set>[0])),
    );
    const table = await screen.findByRole('table', { name: '待我审批' });
    await user.click(within(table).getByRole('checkbox', { name: '选择 招待费' }));
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
    const { root } = renderApproval('zh-CN', at('/approval'), (fake) =>
      fake.searchBacklog.mockResolvedValue({ items: TASKS, count: TASKS.length }),
    );
    const flags = { store: { variation: () => true } };
    act(() =>
      runInAction(() => root.flags.set(flags as unknown as Parameters<typeof root.flags.set>[0])),
    );
    const table = await screen.findByRole('table', { name: '待我审批' });
    await user.click(within(table).getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByRole('button', { name: `批量同意（${TASKS.length}）` })).toBeEnabled();
    await user.click(within(table).getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByRole('button', { name: '批量同意（0）' })).toBeDisabled();
  });
});
