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

  describe('when the tenants load', () => {
    it('keeps the newest answer when an older one comes back late', async () => {
      const { api } = fakeApi([]);
      const answers: ((tenants: Tenant[]) => void)[] = [];
      api.getTenants = () => new Promise((resolve) => answers.push(resolve));
      const store = new GroupCenterStore(api);
      const first = store.fetchPage();
      const second = store.fetchPage();
      answers[1]([{ ...TENANT, name: '新' }]);
      await second;
      answers[0]([{ ...TENANT, name: '旧' }]);
      await first;
      expect(store.wizard.tenants.map((tenant) => tenant.name)).toEqual(['新']);
      expect(store.tenants.name).toBe('tenants');
    });

    it('says the load failed, and a retry that goes through clears it', async () => {
      const { api } = fakeApi([]);
      const getTenants = api.getTenants;
      api.getTenants = () => Promise.reject(new Error('down'));
      const store = new GroupCenterStore(api);
      await store.fetchPage();
      expect(store.problem).toBe('load');
      api.getTenants = getTenants;
      await store.fetchPage();
      expect(store.problem).toBeNull();
      expect(store.wizard.tenants).toEqual([TENANT]);
    });

    it('asks for the permission model’s tenants, all on one page', async () => {
      const { api } = fakeApi([]);
      const models: string[] = [];
      api.getTenants = async (model) => {
        models.push(model);
        return [TENANT];
      };
      const store = new GroupCenterStore(api);
      await store.fetchPage();
      expect(models).toEqual(['PERMISSION']);
      expect([store.tenants.count, store.tenants.pageCount]).toEqual([1, 1]);
      expect(store.tenants.query.filterBy).toBe('model == "PERMISSION"');
    });
  });

  it('saves shared permissions for one subsidiary', async () => {
    const { api, calls } = fakeApi([]);
    const store = new GroupCenterStore(api);
    expect(await store.sharePermissions(TENANT, [{ name: 'FEE_TYPE', auth: true }])).toBe(true);
    expect(calls).toEqual(['share c1', 'getTenants']);
  });
});
