import { DEFAULT_SEED, seedData } from './seedData';

const NOW = new Date('2026-11-21T09:00:00+08:00');

describe('seedData', () => {
  it('gives deep-equal data for the same seed and clock', () => {
    expect(seedData(DEFAULT_SEED, NOW)).toEqual(seedData(DEFAULT_SEED, NOW));
  });

  it('gives different data for a different seed', () => {
    const first = seedData(1, NOW);
    const second = seedData(2, NOW);
    expect(second.staffs.map((staff) => staff.id)).not.toEqual(
      first.staffs.map((staff) => staff.id),
    );
    expect(second.accessToken).not.toBe(first.accessToken);
  });

  it('only shifts timestamps when the clock moves', () => {
    const later = new Date(NOW.getTime() + 60_000);
    const first = seedData(DEFAULT_SEED, NOW);
    const second = seedData(DEFAULT_SEED, later);
    expect(second.staffs.map((staff) => staff.name)).toEqual(
      first.staffs.map((staff) => staff.name),
    );
    expect(second.staffs[0].createTime - first.staffs[0].createTime).toBe(60_000);
  });

  it('makes a group tenant with three subsidiaries drawing from it', () => {
    const { tenants, currentCorporationId } = seedData(DEFAULT_SEED, NOW);
    const [group, ...subsidiaries] = tenants;
    expect(group.parentId).toBeNull();
    expect(group.corporationId).toBe(currentCorporationId);
    expect(subsidiaries).toHaveLength(3);
    for (const tenant of subsidiaries) {
      expect(tenant.parentId).toBe(group.id);
      expect(tenant.sourceCorpId).toBe(group.corporationId);
      expect(tenant.permissions.length).toBeGreaterThan(0);
    }
    expect(subsidiaries.map((tenant) => tenant.permissions[0].auth)).toEqual([true, false, true]);
  });

  it('builds a department tree whose parents and children agree', () => {
    const { departments } = seedData(DEFAULT_SEED, NOW);
    const byId = new Map(departments.map((department) => [department.id, department]));
    expect(departments.filter((department) => department.parentId === null)).toHaveLength(1);
    for (const department of departments) {
      if (department.parentId !== null) {
        expect(byId.get(department.parentId)?.children).toContain(department.id);
      }
      const orders = department.children.map((id) => byId.get(id)?.order);
      expect(orders).toEqual([...orders].sort((a = 0, b = 0) => a - b));
    }
  });

  it('seeds thirty staff with inactive and external members and unique pinyin spells', () => {
    const { staffs, departments } = seedData(DEFAULT_SEED, NOW);
    const departmentIds = new Set(departments.map((department) => department.id));
    expect(staffs).toHaveLength(30);
    expect(staffs.filter((staff) => !staff.active)).toHaveLength(2);
    expect(staffs.filter((staff) => staff.external)).toHaveLength(3);
    expect(new Set(staffs.map((staff) => staff.nameSpell)).size).toBe(30);
    for (const staff of staffs) {
      expect(staff.id).toBe(`${staff.corporationId}:${staff.userId}`);
      expect(staff.departments).toContain(staff.defaultDepartment);
      expect(staff.departments.every((id) => departmentIds.has(id))).toBe(true);
      expect(staff.cellphone).toMatch(/^1\d{10}$/);
      expect(staff.nameSpell).toMatch(/^[a-z]+\d*$/);
      expect(staff.roles.map((role) => role.code)).toContain('EMPLOYEE');
    }
  });

  it('makes the first staff the current one, an administrator with a matching staff setting', () => {
    const state = seedData(DEFAULT_SEED, NOW);
    const current = state.staffs[0];
    expect(state.currentStaffId).toBe(current.id);
    expect(current.roles.map((role) => role.code)).toContain('SYS_ADMIN');
    expect(state.permissions).toContain('SYS_ADMIN');
    expect(state.staffSetting).toEqual({
      id: current.id,
      corporationId: current.corporationId,
      language: 'zh-CN',
    });
  });

  it('dates every record in the past of the clock', () => {
    const { staffs, departments } = seedData(DEFAULT_SEED, NOW);
    for (const record of [...staffs, ...departments]) {
      expect(record.createTime).toBeLessThanOrEqual(record.updateTime);
      expect(record.updateTime).toBeLessThanOrEqual(NOW.getTime());
    }
  });
});
