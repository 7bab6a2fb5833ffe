import {
  FIELD_DATA_TYPES,
  FIELD_FORMAT_TYPES,
  MEANINGFUL_REF_ENTITIES,
  type SpecificationField,
} from '../specifications/specificationTypes';
import { BILL_FORM_TYPES } from '@contracts/billVocabulary';
import { seedData } from './seedData';
import { seedSpecifications } from './seedSpecifications';

const NOW = new Date('2026-11-21T01:00:00Z');
const state = seedData(7, NOW);

function flatten(fields: SpecificationField[]): SpecificationField[] {
  return fields.flatMap((field) => [field, ...flatten(field.fields ?? [])]);
}

/** `a.*` matches names under `a.`; a plain name matches itself or names under it. */
function covers(pattern: string, entity: string): boolean {
  const prefix = pattern.endsWith('.*') ? pattern.slice(0, -1) : `${pattern}.`;
  return entity === pattern || entity.startsWith(prefix);
}

describe('seedSpecifications', () => {
  it('gives deep-equal specifications and groups for the same seed and clock', () => {
    expect(seedSpecifications(7, NOW, state.tenants)).toEqual(
      seedSpecifications(7, NOW, state.tenants),
    );
  });

  it('gives every tenant a specification for every bill type, active in its newest version', () => {
    for (const tenant of state.tenants) {
      const own = state.specifications.filter(
        (spec) => spec.corporationId === tenant.corporationId,
      );
      const activeTypes = new Set(own.filter((spec) => spec.active).map((spec) => spec.formType));
      expect([...activeTypes].sort()).toEqual([...BILL_FORM_TYPES].sort());
      for (const originalId of new Set(own.map((spec) => spec.originalId))) {
        const versions = own.filter((spec) => spec.originalId === originalId);
        const newest = Math.max(...versions.map((spec) => spec.version));
        expect(versions.filter((spec) => spec.active).map((spec) => spec.version)).toEqual([
          newest,
        ]);
      }
    }
  });

  it('keeps an older inactive version that bills still name', () => {
    const custom = state.specifications.filter((spec) => spec.id.endsWith(':spec:custom:1'));
    expect(custom.length).toBe(state.tenants.length);
    expect(custom.every((spec) => !spec.active)).toBe(true);
  });

  it('knows the specification every seeded bill names, in the bill’s corporation', () => {
    const ids = new Set(state.specifications.map((spec) => spec.id));
    for (const bill of state.bills) {
      expect(ids.has(bill.form.specificationId)).toBe(true);
      expect(bill.form.specificationId.startsWith(`${bill.corporationId}:`)).toBe(true);
    }
  });

  it('puts every data type, format type and meaningful ref entity in the general-purpose form', () => {
    for (const spec of state.specifications.filter((each) => each.formType === 'custom')) {
      const fields = flatten(spec.fields);
      const dataTypes = new Set(fields.map((field) => field.dataType.type));
      const formats = new Set(fields.map((field) => field.type));
      const entities = fields.flatMap((field) => field.dataType.entity ?? []);
      expect([...dataTypes].sort()).toEqual([...FIELD_DATA_TYPES].sort());
      expect([...formats].sort()).toEqual([...FIELD_FORMAT_TYPES].sort());
      for (const pattern of MEANINGFUL_REF_ENTITIES) {
        expect(entities.some((entity) => covers(pattern, entity))).toBe(true);
      }
    }
  });

  it('asks each bill type only for what it needs: a trip on travel types, lines on expenses', () => {
    const names = (key: string) => {
      const spec = state.specifications.find((each) => each.id.endsWith(`:spec:${key}:1`));
      return (spec?.fields ?? []).map((field) => field.name);
    };
    expect(names('expense')).toEqual([
      'title',
      'description',
      'specificationId',
      'submitterId',
      'expenseDepartment',
      'submitDate',
      'project',
      'details',
      'expenseMoney',
      'payMoney',
      'payeeId',
      'attachments',
      'expenseLinks',
    ]);
    expect(names('travelExpense')).toEqual(expect.arrayContaining(['trip', 'details']));
    expect(names('requisition')).toContain('trip');
    for (const key of ['expense', 'loan', 'payment', 'permit', 'receipt']) {
      expect(names(key)).not.toEqual(expect.arrayContaining(['trip']));
      expect(names(key)).not.toEqual(expect.arrayContaining(['privateCar']));
    }
  });

  it('marks required fields, bounds, options and refs the way a form needs them', () => {
    const [expense] = state.specifications.filter((spec) => spec.formType === 'expense');
    const [custom] = state.specifications.filter((spec) => spec.formType === 'custom');
    const fields = flatten([...expense.fields, ...custom.fields]);
    const byName = (name: string) => fields.find((field) => field.name === name);
    expect(byName('title')).toMatchObject({ required: true, min: 1, max: 50 });
    expect(byName('expenseMoney')).toMatchObject({ type: 'money', readOnly: true, min: 0 });
    expect(byName('details')).toMatchObject({ required: true, min: 1, section: 'lines' });
    expect(byName('priority')?.options?.map((option) => option.value)).toEqual([
      'normal',
      'urgent',
      'critical',
    ]);
    expect(byName('participants')).toMatchObject({
      type: 'ref',
      refKind: 'staff',
      dataType: { type: 'list', entity: 'organization.Staff' },
    });
    expect(byName('feeTypeForm')).toMatchObject({ type: 'dynamic', dependsOn: 'feeTypeId' });
    for (const field of fields) {
      expect(field.enLabel).toMatch(/^[^\u3400-\u9fff]+$/);
      expect(field.refKind !== undefined).toBe(field.type === 'ref');
    }
  });

  it('groups every specification version of a tenant exactly once', () => {
    for (const tenant of state.tenants) {
      const groups = state.specificationGroups.filter(
        (group) => group.corporationId === tenant.corporationId,
      );
      const grouped = groups.flatMap((group) => group.specifications.map((spec) => spec.id));
      const own = state.specifications.filter(
        (spec) => spec.corporationId === tenant.corporationId,
      );
      expect(grouped.sort()).toEqual(own.map((spec) => spec.id).sort());
      const custom = groups
        .flatMap((group) => group.specifications)
        .find((spec) => spec.id.endsWith(':custom:1'));
      expect(custom).toEqual({ id: expect.any(String), active: false });
    }
  });
});
