import { defaultRuleForm } from './models/ruleForm';
import { RulesStore } from './RulesStore';
import { fakeAdminRulesApi } from './testing/fakeAdminRulesApi';

describe('the rules store', () => {
  describe('when a rule is created with the defaults', () => {
    it('saves without staffs or specificationIds and keeps the answer', async () => {
      const { api, calls } = fakeAdminRulesApi();
      const store = new RulesStore(api);
      const id = await store.create(defaultRuleForm());
      const body = calls.find((call) => call.name === 'saveRule')?.args[0];
      expect(body).not.toHaveProperty('staffs');
      expect(body).not.toHaveProperty('specificationIds');
      expect(id && store.data.get(id)?.name).toBe('默认规则');
    });
  });

  describe('when searching by name', () => {
    it('asks for the first page (start 0) with the name clause', async () => {
      const { api, calls } = fakeAdminRulesApi();
      const store = new RulesStore(api);
      await store.list.restore({ page: 2, pageSize: 10, filters: { name: '' } });
      await store.search('差旅');
      expect(calls.at(-1)?.args[0]).toEqual({
        filterBy: 'active == true && name.contains("差旅")',
        limit: { start: 0, count: 10 },
      });
      expect(store.list.page).toBe(1);
    });
  });

  describe('when a rule is removed', () => {
    it('deactivates it and reloads the page without it', async () => {
      const { api, calls } = fakeAdminRulesApi();
      const store = new RulesStore(api);
      const id = await store.create(defaultRuleForm());
      // The first load after the create is fresh, the next one may be shared again.
      await store.list.fetchPage();
      expect(calls.at(-1)?.args[1]).toBe(true);
      await store.list.fetchPage();
      expect(calls.at(-1)?.args[1]).toBe(false);
      expect(store.orderedData).toHaveLength(1);
      await store.remove(id ?? '');
      expect(calls.map((call) => call.name)).toContain('deactivateRule');
      // The reload skips the dedup window: the same search just before would answer stale.
      expect(calls.at(-1)?.args[1]).toBe(true);
      expect(store.orderedData).toHaveLength(0);
    });
  });

  describe('when the rule to edit is unknown', () => {
    it('says not found', async () => {
      const { api } = fakeAdminRulesApi();
      const store = new RulesStore(api);
      await store.fetch('missing');
      expect(store.problem).toBe('notFound');
    });
  });

  describe('when the save is refused', () => {
    it('reports the problem and resolves null', async () => {
      const { api } = fakeAdminRulesApi();
      api.saveRule = () => Promise.reject(new Error('400'));
      const store = new RulesStore(api);
      expect(await store.create(defaultRuleForm())).toBeNull();
      expect(store.problem).toBe('save');
      expect(store.isSaving).toBe(false);
    });
  });
});
