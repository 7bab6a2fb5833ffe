import { act, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { renderWithShell, scriptedHttp } from '../testing';
import { HomePage } from './HomePage';

interface Script {
  counts?: Record<string, number>;
  failCounts?: boolean;
}

function stateOf(config: InternalAxiosRequestConfig): string {
  const body = JSON.parse(String(config.data ?? '{}')) as { filterBy?: string };
  return /state == "([^"]+)"/.exec(body.filterBy ?? '')?.[1] ?? '';
}

function homeServer(script: Script) {
  return scriptedHttp((config) => {
    const url = config.url ?? '';
    if (url.includes('backlogs/search') || (url.includes('my/search') && stateOf(config))) {
      if (script.failCounts) return { status: 503 };
      return { items: [], count: script.counts?.[stateOf(config)] ?? 0 };
    }
    if (url.includes('my/search'))
      return {
        items: [
          {
            id: 'b1',
            state: 'approving',
            updateTime: Date.now(),
            form: { title: '上海出差', code: 'B001', submitterId: 'me' },
            plan: { currentNodeId: 'n', nodes: [{ id: 'n', name: '财务审批', signer: 'boss' }] },
          },
        ],
        count: 1,
      };
    if (url.includes('staffs')) return { items: [{ id: 'boss', name: '韩梅梅' }] };
    if (url.includes('specificationVersions'))
      return { items: [{ id: 's1', name: '日常报销单', enName: 'Daily expense', active: true }] };
    if (url.includes('approve')) return { value: {} };
    return { status: 404 };
  });
}

// Each test is a first start: no counts remembered from an earlier one.
afterEach(() => window.localStorage.clear());

describe('the home', () => {
  it('shows skeletons, then the to-dos that need the person, each opening its list', async () => {
    const { http } = homeServer({ counts: { APPROVING: 3, rejected: 1 } });
    renderWithShell(<HomePage />, { http });
    expect(screen.getAllByRole('status', { busy: true }).length).toBeGreaterThan(0);
    const todos = await screen.findByTestId('home-todos');
    expect(within(todos).getByRole('link', { name: '3 待我审批' })).toHaveAttribute(
      'href',
      '/approval',
    );
    expect(within(todos).getByRole('link', { name: '1 已驳回' })).toHaveAttribute(
      'href',
      '/bills?state=rejected',
    );
    expect(within(todos).queryByText('待提交')).not.toBeInTheDocument();
  });

  it('lists recent bills with their state and next step, and the bill types to start', async () => {
    const { http } = homeServer({});
    renderWithShell(<HomePage />, { http, locale: 'en-US' });
    const recent = await screen.findByRole('list', { name: 'My recent bills' });
    expect(within(recent).getByRole('link', { name: '上海出差' })).toHaveAttribute(
      'href',
      '/bills/b1',
    );
    expect(within(recent).getByText('Approving')).toBeInTheDocument();
    expect(
      within(recent).getByText('Waiting for 韩梅梅 to approve (财务审批)'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Daily expense' })).toHaveAttribute(
      'href',
      '/bills/new?specification=s1',
    );
  });

  it('says kindly when nothing needs the person', async () => {
    const { http } = homeServer({});
    renderWithShell(<HomePage />, { http });
    const todos = await screen.findByTestId('home-todos');
    expect(within(todos).getByText('没有需要您处理的事项')).toBeInTheDocument();
  });

  it('shows a failed block with its own retry while the others still show', async () => {
    const script: Script = { failCounts: true };
    const { http } = homeServer(script);
    const { user } = renderWithShell(<HomePage />, { http });
    expect(await screen.findByText('待办加载失败')).toBeInTheDocument();
    expect(screen.queryByTestId('home-todos')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '上海出差' })).toBeInTheDocument();
    script.failCounts = false;
    script.counts = { PAYING: 2 };
    const todos = screen.getByText('待办加载失败').closest('section');
    if (!todos) throw new Error('the to-do block is not a section');
    await user.click(within(todos).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '2 待支付' })).toBeInTheDocument();
  });

  it('updates the counts after an action, without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const script: Script = { counts: { APPROVING: 2 } };
    const { http } = homeServer(script);
    renderWithShell(<HomePage />, { http });
    expect(await screen.findByRole('link', { name: '2 待我审批' })).toBeInTheDocument();
    script.counts = { APPROVING: 1 };
    await act(async () => {
      await http.axios.post('/v1/flow/flows/b9/approve', { action: 'agree' });
      jest.advanceTimersByTime(400);
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '1 待我审批' })).toBeInTheDocument(),
    );
    jest.useRealTimers();
  });
});
