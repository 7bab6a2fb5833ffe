import { DEFAULT_SEED, seedData } from './seedData';
import { seedBillDataLinks } from './seedBillDataLinks';
import { seedSupplierProgress } from './seedSupplierProgress';
import { seedTrips } from './seedTrips';

const NOW = new Date('2026-11-21T09:00:00+08:00');
const state = seedData(DEFAULT_SEED, NOW);

describe('what bills carry beside their form', () => {
  it('is the same for the same seed and bill, drawn only when asked for', () => {
    const bill = state.bills.find((each) => each.formType === 'expense');
    if (!bill) throw new Error('no expense bill seeded');
    const again = seedData(DEFAULT_SEED, NOW);
    expect(seedTrips(again, bill)).toEqual(seedTrips(state, bill));
    expect(seedBillDataLinks(again, bill)).toEqual(seedBillDataLinks(state, bill));
  });

  it('gives trips departing before the bill was written, on both import statuses', () => {
    const travelling = state.bills.filter((bill) => seedTrips(state, bill).length > 0);
    expect(travelling.length).toBeGreaterThan(100);
    for (const bill of travelling.slice(0, 50)) {
      const trips = seedTrips(state, bill);
      expect(new Set(trips.slice(0, 2).map((trip) => trip.importStatus)).size).toBe(2);
      for (const trip of trips) {
        expect(trip.departureTime).toBeLessThan(bill.createTime);
        expect(trip.arrivalTime).toBeGreaterThan(trip.departureTime);
      }
    }
    expect(
      seedTrips(
        state,
        state.bills.find((bill) => bill.formType === 'loan')!,
      ),
    ).toEqual([]);
  });

  it('gives no booked trips to a bill the person wrote here: nobody booked them', () => {
    const seeded = state.bills.find((bill) => seedTrips(state, bill).length > 0)!;
    const written = { ...seeded, id: `${seeded.corporationId}-draft-${state.bills.length + 1}` };
    expect(seedTrips(state, written)).toEqual([]);
  });

  it('lets a bill draw only on its submitter’s own private car and its own tenant’s records', () => {
    for (const bill of state.bills.slice(0, 300)) {
      const links = seedBillDataLinks(state, bill);
      expect(links.length).toBeLessThanOrEqual(bill.form.dataLinkCount);
      for (const link of links) {
        expect(link.corporationId).toBe(bill.corporationId);
        if (link.entity.endsWith('.privateCar')) expect(link.ownerId).toBe(bill.form.submitterId);
      }
    }
  });

  it('leads with the records the bill’s own data-link fields name, each once', () => {
    const custom = state.bills.find((bill) => bill.formType === 'custom')!;
    const [subject, machine] = ['invoiceSubject', 'machineInvoice'].map((code) =>
      state.referenceData.dataLinks.find(
        (link) =>
          link.corporationId === custom.corporationId &&
          link.entity === `datalink.DataLinkEntity.${code}`,
      )!,
    );
    const named = {
      ...custom,
      form: {
        ...custom.form,
        privateCar: undefined,
        invoiceSubject: subject.id,
        machineInvoice: machine.id,
      },
    };
    const links = seedBillDataLinks(state, named);
    expect(links.slice(0, 2)).toEqual([subject, machine]);
    expect(new Set(links).size).toBe(links.length);
  });

  it('gives supplier progress only to reconciliation and settlement bills', () => {
    for (const bill of state.bills.slice(0, 300)) {
      const supplier = bill.formType === 'reconciliation' || bill.formType === 'settlement';
      expect(seedSupplierProgress(state, bill) !== null).toBe(supplier);
    }
  });
});
