import { staffsOf } from '../hosts/staffDirectory';
import { seedData } from './seedData';
import { seedReferenceData } from './seedReferenceData';

const NOW = new Date('2026-11-21T01:00:00Z');
const state = seedData(11, NOW);
const { referenceData: data } = state;

describe('seedReferenceData', () => {
  it('gives deep-equal data for the same seed and clock', () => {
    expect(seedReferenceData(11, NOW, state.tenants, state.staffs)).toEqual(data);
  });

  it('gives different records for a different seed', () => {
    const other = seedReferenceData(12, NOW, state.tenants, state.staffs);
    expect(other.dimensionItems.map((item) => item.name)).not.toEqual(
      data.dimensionItems.map((item) => item.name),
    );
  });

  it('holds tens of records of every kind in every tenant, never more than a hundred', () => {
    for (const { corporationId } of state.tenants) {
      for (const [kind, records] of Object.entries(data)) {
        if (kind === 'cities') continue;
        const own = (records as { corporationId: string }[]).filter(
          (record) => record.corporationId === corporationId,
        );
        expect({ kind, some: own.length > 0 && own.length <= 100 }).toEqual({ kind, some: true });
      }
    }
    expect(data.cities.length).toBeGreaterThanOrEqual(20);
  });

  it('knows every fee type, settlement and invoice type the seeded bills name', () => {
    const feeTypes = new Map(data.feeTypes.map((feeType) => [feeType.id, feeType]));
    const settlements = new Set(data.settlements.map((settlement) => settlement.name));
    const invoiceTypes = new Set(
      data.enumItems
        .filter((item) => item.entity === 'basedata.Enum.InvoiceType')
        .map((item) => item.code),
    );
    for (const detail of state.bills.flatMap((bill) => bill.form.details)) {
      expect(feeTypes.get(detail.feeTypeId)?.name).toBe(detail.feeTypeName);
      if (detail.settlement) expect(settlements.has(detail.settlement.name)).toBe(true);
      for (const invoice of detail.feeTypeForm.invoiceForm.invoices) {
        expect(invoiceTypes.has(invoice.invoiceType)).toBe(true);
      }
    }
    expect(invoiceTypes.size).toBe(16);
  });

  it('builds a fee-type tree whose parents and children agree', () => {
    const byId = new Map(data.feeTypes.map((feeType) => [feeType.id, feeType]));
    for (const feeType of data.feeTypes) {
      for (const child of feeType.children) expect(byId.get(child)?.parentId).toBe(feeType.id);
      if (feeType.parentId) expect(byId.get(feeType.parentId)?.children).toContain(feeType.id);
    }
    expect(data.feeTypes.some((feeType) => feeType.fullName === '差旅/住宿费')).toBe(true);
  });

  it('gives private cars to their owners only, among the tenant’s own staff', () => {
    const cars = data.dataLinks.filter(
      (link) => link.entity === 'datalink.DataLinkEntity.privateCar',
    );
    expect(cars.length).toBeGreaterThan(0);
    for (const car of cars) {
      const staffIds = staffsOf(state, car.corporationId).map((staff) => staff.id);
      expect(staffIds).toContain(car.ownerId);
      expect(car.visibility).toEqual({
        fullVisible: false,
        staffIds: [car.ownerId],
        departmentIds: [],
      });
      expect(car.useCount).toBeGreaterThanOrEqual(0);
    }
    const privateEntities = data.dataLinkEntities.filter((entity) => entity.type === 'PRIVATE_CAR');
    expect(privateEntities.map((entity) => entity.code)).toEqual(
      state.tenants.map(() => 'privateCar'),
    );
  });

  it('puts the invoice flags only on the invoice-subject and machine-invoice entities', () => {
    const flagged = data.dataLinkEntities.filter((entity) =>
      entity.fields.some((field) => field.name === 'invoiceHasOriginalFile'),
    );
    expect(new Set(flagged.map((entity) => entity.name))).toEqual(
      new Set(['发票主体', '机打发票']),
    );
    const rates = data.dataLinks
      .map((link) => link.values.executionRate)
      .filter((rate) => rate !== undefined);
    expect(rates.some((rate) => Number(rate) > 100)).toBe(true);
  });

  it('fills the bank-account selection fields on payees and payment accounts', () => {
    const fields = ['name', 'type', 'icon', 'bank', 'unionBank', 'cardNo', 'branch'];
    for (const account of [...data.payees, ...data.paymentAccounts]) {
      for (const field of fields) expect(account).toHaveProperty(field, expect.any(String));
    }
    const banked = [...data.payees, ...data.paymentAccounts].filter(
      (account) => account.type !== 'ALIPAY',
    );
    expect(banked.every((account) => /^\d{12}$/.test(account.unionBank))).toBe(true);
    const current = data.payees.find((payee) => payee.ownerId === state.currentStaffId);
    expect(current?.type).toBe('PERSONAL');
  });
});
