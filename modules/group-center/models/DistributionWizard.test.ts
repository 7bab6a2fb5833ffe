import type { Tenant } from '../types';
import { DistributionWizard, isAllCreate, matchTenants } from './DistributionWizard';

const tenant = (corporationId: string, name: string, firstAuth = false): Tenant => ({
  id: `t-${corporationId}`,
  parentId: 'group',
  corporationId,
  name,
  active: true,
  nameSpell: '',
  sourceCorpId: 'group-corp',
  permissions: [
    { name: 'SPECIFICATION', auth: firstAuth },
    { name: 'FEE_TYPE', auth: false },
  ],
});

const TENANTS = [tenant('a', '星河科技', true), tenant('b', '星河商贸'), tenant('c', '远航物流')];

function wizard(): DistributionWizard {
  const created = new DistributionWizard();
  created.setTenants(TENANTS);
  return created;
}

describe('the distribution wizard', () => {
  describe('when going back to step 1', () => {
    it('resets distribute-all to false', () => {
      const subject = wizard();
      subject.goToStep(2);
      subject.confirmAllDown();
      expect(subject.allDown).toBe(true);
      subject.goToStep(1);
      expect(subject.allDown).toBe(false);
    });
  });

  describe('when distribute-all is chosen', () => {
    it('asks first, then clears the checked ids', () => {
      const subject = wizard();
      subject.toggleChecked('FEE_TYPE');
      subject.requestAllDown();
      expect(subject.confirmingAllDown).toBe(true);
      expect(subject.checkedIds).toEqual(['FEE_TYPE']);
      subject.confirmAllDown();
      expect(subject.checkedIds).toEqual([]);
      expect(subject.allDown).toBe(true);
    });

    it('keeps the checked ids when the confirmation is cancelled', () => {
      const subject = wizard();
      subject.toggleChecked('FEE_TYPE');
      subject.requestAllDown();
      subject.cancelAllDown();
      expect(subject.allDown).toBe(false);
      expect(subject.checkedIds).toEqual(['FEE_TYPE']);
    });
  });

  describe('when all tenants are selected', () => {
    it('selects every tenant’s corporation id, even ones the search hides', () => {
      const subject = wizard();
      subject.setSearch('远航');
      subject.selectAllTenants(true);
      expect(subject.selectedCorpIds).toEqual(['a', 'b', 'c']);
      subject.selectAllTenants(false);
      expect(subject.selectedCorpIds).toEqual([]);
    });
  });

  describe('when tenants are selected one by one', () => {
    it('sets select-all only once every tenant is selected', () => {
      const subject = wizard();
      subject.toggleTenant('a');
      subject.toggleTenant('b');
      expect(subject.selectAll).toBe(false);
      subject.toggleTenant('c');
      expect(subject.selectAll).toBe(true);
      subject.toggleTenant('b');
      expect(subject.selectAll).toBe(false);
    });
  });

  describe('the tenant search', () => {
    it('is trimmed and matches names containing the text', () => {
      expect(matchTenants(TENANTS, '  星河 ').map((t) => t.corporationId)).toEqual(['a', 'b']);
      expect(matchTenants(TENANTS, '   ')).toHaveLength(3);
      expect(matchTenants(TENANTS, '物流 x')).toHaveLength(0);
    });
  });

  it('marks a tenant all-create when its first permission is authorized', () => {
    expect(TENANTS.map(isAllCreate)).toEqual([true, false, false]);
  });

  describe('the batchDown body', () => {
    it('sends the checked permissions with their auth flags', () => {
      const subject = wizard();
      subject.toggleTenant('a');
      subject.toggleTenant('c');
      subject.toggleChecked('FEE_TYPE');
      subject.setAuth('FEE_TYPE', false);
      expect(subject.body).toEqual({
        targetCorpIds: ['a', 'c'],
        downDataIds: ['FEE_TYPE'],
        permissions: [{ name: 'FEE_TYPE', auth: false }],
        allDown: false,
      });
    });

    it('sends every permission and no data ids when distributing all', () => {
      const subject = wizard();
      subject.toggleTenant('b');
      subject.confirmAllDown();
      expect(subject.body).toMatchObject({ downDataIds: [], allDown: true });
      expect(subject.body.permissions.map((p) => p.name)).toEqual(['SPECIFICATION', 'FEE_TYPE']);
      expect(subject.canDistribute).toBe(true);
    });
  });
});
