import { screen } from '@testing-library/react';
import { HttpError } from '@shell/http';
import { bindStore, defineModule, type RootStore } from '@shell/store';
import { renderWithShell } from '@shell/testing';
import type { GroupCenterApi } from '../api';
import { groupCenterDescriptor } from '../descriptor';
import { GroupCenterStore, groupCenterStoreRef } from '../GroupCenterStore';
import { GroupCenterHomePage } from './GroupCenterHomePage';

function renderPage(permissions: string[], progressRead: () => Promise<never> | null = () => null) {
  const calls: string[] = [];
  const api: GroupCenterApi = {
    getTenants: async () => {
      calls.push('getTenants');
      return [
        {
          id: 't1',
          parentId: 'g',
          corporationId: 'c1',
          name: '星河科技有限公司',
          active: true,
          nameSpell: '',
          sourceCorpId: 'g',
          permissions: [{ name: 'SPECIFICATION', auth: true }],
        },
      ];
    },
    batchDown: async () => void calls.push('batchDown'),
    isFinished: async () => ({ finished: true, state: 'SUCCESS' }),
    batchTaskIsFinish: async () =>
      (await progressRead()) ?? {
        finished: true,
        state: 'SUCCESS',
        progress: 100,
        targets: [],
      },
    sharePermissionAdd: async () => void calls.push('share'),
  };
  const { user } = renderWithShell(<GroupCenterHomePage />, {
    staff: { id: 'me', name: '李雷', corporationId: 'g' },
    permissions,
    module: groupCenterDescriptor,
    modules: [
      defineModule<RootStore>({
        ...groupCenterDescriptor,
        stores: [bindStore(groupCenterStoreRef, () => new GroupCenterStore(api))],
        routes: [],
      }),
    ],
  });
  return { calls, user };
}

describe('the group center page', () => {
  describe('when the staff is not a system administrator', () => {
    it('shows no permission and never asks for the tenants', async () => {
      const { calls } = renderPage(['EXPENSE_MANAGE']);
      expect(await screen.findByRole('heading', { name: '没有权限' })).toBeVisible();
      expect(calls).toEqual([]);
    });
  });

  describe('when the staff is', () => {
    it('lists the subsidiaries, marking all-create ones', async () => {
      const { calls } = renderPage(['SYS_ADMIN']);
      expect(await screen.findByRole('checkbox', { name: /星河科技有限公司/ })).toBeVisible();
      expect(screen.getByText('全部创建')).toBeVisible();
      expect(calls).toEqual(['getTenants']);
    });

    it('asks before distributing everything', async () => {
      const { user } = renderPage(['SYS_ADMIN']);
      await user.click(await screen.findByRole('checkbox', { name: /星河科技有限公司/ }));
      await user.click(screen.getByRole('button', { name: '下一步' }));
      await user.click(screen.getByRole('button', { name: '全部下发' }));
      expect(screen.getByRole('alertdialog', { name: '确认全部下发？' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: '确认' }));
      expect(screen.getByText('已选择全部下发')).toBeVisible();
      expect(screen.getByRole('button', { name: '下发' })).toBeEnabled();
    });
  });
});

const refusal = (status: number, serverMessage: string) =>
  new HttpError({
    status,
    code: String(status),
    message: serverMessage,
    serverMessage,
    showMessage: status !== 403,
  });

async function distributeOne(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: /星河科技有限公司/ }));
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await user.click(screen.getByRole('button', { name: '全部下发' }));
  await user.click(screen.getByRole('button', { name: '确认' }));
  await user.click(screen.getByRole('button', { name: '下发' }));
}

describe('when the progress cannot be read', () => {
  it('says the server’s words with a retry that reads it again', async () => {
    let refused = true;
    const { user } = renderPage(['SYS_ADMIN'], () =>
      refused ? Promise.reject(refusal(500, '任务服务繁忙，请稍后再看')) : null,
    );
    await distributeOne(user);
    expect(await screen.findByText('任务服务繁忙，请稍后再看')).toBeVisible();
    refused = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('下发成功')).toBeVisible();
    expect(screen.queryByText('任务服务繁忙，请稍后再看')).not.toBeInTheDocument();
  });

  it('says nothing for a 403', async () => {
    const { user } = renderPage(['SYS_ADMIN'], () => Promise.reject(refusal(403, '无权查看进度')));
    await distributeOne(user);
    expect(await screen.findByRole('progressbar')).toBeVisible();
    expect(screen.queryByText('无权查看进度')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });
});
