import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { approvalBill, flowNode } from '../testing/approvalFixtures';
import { renderApproval } from '../testing/renderApproval';
import { ApprovalBillPage } from './ApprovalBillPage';

/** The page at `path`, under the route the module declares for it. */
function at(path: string) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/approval/bills/:id" element={<ApprovalBillPage />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('ApprovalBillPage', () => {
  it('shows the flow, the summary, the timeline and only the steps the server allows', async () => {
    const { api } = renderApproval('zh-CN', at('/approval/bills/b1'));
    expect(await screen.findByTestId('approval-summary')).toHaveTextContent('1/3');
    expect(api.getBill).toHaveBeenCalledWith('b1');
    const buttons = within(screen.getByRole('group', { name: '操作' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['同意', '建议复核', '驳回']);
    expect(
      within(screen.getByRole('list', { name: '审批记录' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('link', { name: '查看单据详情' })).toHaveAttribute('href', '/bills/b1');
  });

  it('says skipped and auto-agreed nodes’ reasons in words, in English too', async () => {
    renderApproval('en-US', at('/approval/bills/b1'), (api) =>
      api.getBill.mockResolvedValue(
        approvalBill({
          nodes: [
            flowNode('a', {
              state: 'SKIPPED',
              skippedType: 'APPROVER_NOT_FOUND_BY_ROLE',
              nonMatched: true,
            }),
            flowNode('b', {
              state: 'PROCESSED',
              action: 'freeflow.autoAgree',
              agreeType: 'AI_APPROVAL',
            }),
          ],
          actions: [],
        }),
      ),
    );
    expect(
      await screen.findByText('Nobody holds this role yet, so this step was skipped'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The automatic review passed it, so it was agreed automatically'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('approval-summary')).toHaveTextContent('All agreed');
    expect(screen.getByText('Nothing for you to do on this bill now')).toBeInTheDocument();
  });

  it('rejects to the chosen earlier node with the comment', async () => {
    const user = userEvent.setup();
    const { api } = renderApproval('zh-CN', at('/approval/bills/b1'));
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = screen.getByRole('dialog', { name: '驳回' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: '驳回至' }),
      '直属上级审批',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /审批意见/ }), '请主管复核');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(api.approve).toHaveBeenCalledWith('b1', {
      action: 'reject',
      comment: '请主管复核',
      rejectTo: 'manager',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the failure label with the bank’s reason and the cashier’s pay buttons', async () => {
    renderApproval('zh-CN', at('/approval/bills/b1'), (api) =>
      api.getBill.mockResolvedValue(
        approvalBill({
          state: 'failure',
          actions: ['pay'],
          payments: [
            {
              id: 'p1',
              channel: 'CHANPAY',
              state: 'FAILURE',
              amount: null,
              failureReason: '账户有误',
              createTime: 1,
            },
          ],
        }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('支付失败：账户有误');
    expect(screen.getByRole('button', { name: '银企直连支付' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '线下支付' })).toBeEnabled();
  });

  it('says so when the address names no plausible bill', async () => {
    renderApproval('zh-CN', at('/approval/bills/%3Cscript%3E'));
    expect(await screen.findByRole('alert')).toHaveTextContent('单据不存在或无权查看');
  });
});
