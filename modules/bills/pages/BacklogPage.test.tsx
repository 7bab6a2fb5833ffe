import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { billSummary, ME } from '../testing/billFixtures';
import { billsTestRoot } from '../testing/billsTestRoot';
import { shellWrapper } from '../testing/shellWrapper';
import { BacklogPage } from './BacklogPage';

const waitingForMe = billSummary({
  id: 'b9',
  plan: {
    currentNodeId: 'N',
    nodes: [{ id: 'N', name: '出纳支付', type: 'pay', signer: ME, state: 'PAYING' }],
  },
  state: 'paying',
});
const task = {
  id: 't1',
  state: 'PAYING' as const,
  nodeName: '出纳支付',
  createTime: 1,
  bill: waitingForMe,
};

function renderBacklog(locale: 'zh-CN' | 'en-US') {
  const setup = billsTestRoot(locale);
  setup.api.searchBacklog.mockResolvedValue({ items: [task], count: 1 });
  render(
    <MemoryRouter initialEntries={['/bills/backlog']}>
      <BacklogPage />
    </MemoryRouter>,
    { wrapper: shellWrapper(locale, setup.root) },
  );
  return { ...setup, user: userEvent.setup() };
}

describe('BacklogPage', () => {
  it('lists what waits for the signed-in person, saying so', async () => {
    renderBacklog('en-US');
    const list = await screen.findByRole('list', { name: 'Backlog' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Waiting for you to pay (出纳支付)',
    );
    expect(screen.getByRole('link', { name: 'Waiting for me' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('filters by the four task states, in Chinese, and by submitter name', async () => {
    const { api, user } = renderBacklog('zh-CN');
    await screen.findByText('共 1 张单据');
    const states = screen.getByRole('combobox', { name: '状态' });
    expect(
      within(states)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部', '待寄送', '待收单', '待审批', '待支付']);
    expect(screen.queryByRole('combobox', { name: '当前处理人' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '提交人' }), '李{Enter}');
    expect(api.searchBacklog).toHaveBeenLastCalledWith(
      expect.objectContaining({
        filterBy:
          'state.in("SENDING","RECEIVING","APPROVING","PAYING") && form.submitterId.name.contains("李")',
      }),
      { fresh: false },
    );
  });
});
