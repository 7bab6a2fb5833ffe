import type { GroupCenterApi } from './api';
import { GroupCenterStore } from './GroupCenterStore';
import type { BatchProgress, Tenant } from './types';

const TENANT: Tenant = {
  id: 't1',
  parentId: 'g',
  corporationId: 'c1',
  name: '星河科技',
  active: true,
  nameSpell: '',
  sourceCorpId: 'g',
  permissions: [{ name: 'FEE_TYPE', auth: false }],
};

function fakeApi(answers: BatchProgress[]) {
  const calls: string[] = [];
  const api: GroupCenterApi = {
    getTenants: async () => {
      calls.push('getTenants');
      return [TENANT];
    },
    batchDown: async (taskType, body) => {
      calls.push(`batchDown ${taskType} ${body.targetCorpIds.join(',')}`);
    },
    isFinished: async (id) => {
      calls.push(`isFinished ${id}`);
      return { finished: true, state: 'SUCCESS' };
    },
    batchTaskIsFinish: async () => {
      calls.push('batchTaskIsFinish');
      return answers.shift() ?? { finished: true, state: 'SUCCESS', progress: 100, targets: [] };
    },
    sharePermissionAdd: async (body) => {
      calls.push(`share ${body.corpId}`);
    },
  };
  return { api, calls };
}

describe('the group center store', () => {
  describe('when a batch is distributed', () => {
    it('polls until the task is finished, then reloads the tenants', async () => {
      const running: BatchProgress = {
        finished: false,
        state: 'RUNNING',
        progress: 50,
        targets: [],
      };
      const { api, calls } = fakeApi([running]);
      const store = new GroupCenterStore(api, { sleep: async () => undefined });
      await store.fetchPage();
      store.wizard.toggleTenant('c1');
      store.wizard.toggleChecked('FEE_TYPE');
      await store.distribute();
      expect(calls.filter((call) => call === 'batchTaskIsFinish')).toHaveLength(2);
      expect(calls).toContain('batchDown PERMISSION c1');
      expect(calls).toContain('isFinished c1');
      expect(calls.at(-1)).toBe('getTenants');
      expect(store.wizard.step).toBe(3);
      expect(store.progress?.finished).toBe(true);
      expect(store.targetStates.get('c1')).toBe('SUCCESS');
    });
  });

  describe('when nothing is chosen', () => {
    it('does not call batchDown', async () => {
      const { api, calls } = fakeApi([]);
      const store = new GroupCenterStore(api);
      await store.distribute();
      expect(calls).toEqual([]);
    });
  });

  describe('when the batch is refused', () => {
    it('reports the problem and stays on the permission step', async () => {
      const { api } = fakeApi([]);
      api.batchDown = async () => Promise.reject(new Error('500'));
      const store = new GroupCenterStore(api);
      await store.fetchPage();
      store.wizard.toggleTenant('c1');
      store.wizard.goToStep(2);
      store.wizard.confirmAllDown();
      await store.distribute();
      expect(store.problem).toBe('distribute');
      expect(store.wizard.step).toBe(2);
    });
  });

  it('saves shared permissions for one subsidiary', async () => {
    const { api, calls } = fakeApi([]);
    const store = new GroupCenterStore(api);
    expect(await store.sharePermissions(TENANT, [{ name: 'FEE_TYPE', auth: true }])).toBe(true);
    expect(calls).toEqual(['share c1', 'getTenants']);
  });
});
