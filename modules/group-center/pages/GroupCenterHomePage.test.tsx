import { screen } from '@testing-library/react';
import { bindStore, defineModule, type RootStore } from '@shell/store';
import { renderWithShell } from '@shell/testing';
import type { GroupCenterApi } from '../api';
import { groupCenterDescriptor } from '../descriptor';
import { GroupCenterStore, groupCenterStoreRef } from '../GroupCenterStore';
import { GroupCenterHomePage } from './GroupCenterHomePage';

function renderPage(permissions: string[]) {
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
    batchTaskIsFinish: async () => ({
      finished: true,
      state: 'SUCCESS',
      progress: 100,
      targets: [],
    }),
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
