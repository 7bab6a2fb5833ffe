import { standardMoney } from './billMoney';
import type { Bill, Money } from './billTypes';
import type { BillFormType } from '@contracts/billVocabulary';
import {
  IMPORT_STATUSES,
  TRIP_MEANS,
  TRIP_SUPPLIER_ARCHIVE_TYPES,
  type ImportStatus,
  type TripMeans,
  type TripSupplierArchiveType as TripSupplier,
} from '@contracts/billEnumerations';
import type { MockState } from './MockState';
import { seedBillFaker } from './seedBillFaker';
import { isWrittenHere } from './writtenHere';

/** One trip order of a bill (Trip lists (docs/lab.md)); times are ms epoch. */
export interface Trip {
  id: string;
  billId: string;
  tripMeans: TripMeans;
  supplierArchiveType: TripSupplier;
  fromCity: string;
  toCity: string;
  departureTime: number;
  arrivalTime: number;
  importStatus: ImportStatus;
  /** A staff id. */
  travelerId: string;
  amount: Money;
}

const TRIP_TYPES: ReadonlySet<BillFormType> = new Set([
  'expense',
  'requisition',
  'reimbursement',
  'settlement',
  'reconciliation',
]);
const HOUR_MS = 3_600_000;
const HOURS: Readonly<Record<TripMeans, readonly [number, number]>> = {
  car: [1, 3],
  train: [2, 8],
  plane: [2, 5],
};

/**
 * The bill's trips, in the order they were booked through the travel supplier; seeded bills of
 * the types that travel have 2 to 6. A bill the person wrote here booked nothing: it has none
 * (its detail must not list trips nobody entered).
 */
export function seedTrips(state: MockState, bill: Bill): Trip[] {
  if (!TRIP_TYPES.has(bill.formType) || isWrittenHere(bill)) return [];
  const faker = seedBillFaker(state, bill.id, 'trips');
  const cities = state.referenceData.cities.map((city) => city.name);
  const count = faker.number.int({ min: 2, max: 6 });
  return Array.from({ length: count }, (_, index) => {
    const tripMeans = faker.helpers.arrayElement(TRIP_MEANS);
    const [fromCity, toCity] = faker.helpers.arrayElements(cities, 2);
    const departureTime = bill.createTime - faker.number.int({ min: 1, max: 30 * 24 }) * HOUR_MS;
    const [least, most] = HOURS[tripMeans];
    return {
      id: `${bill.id}:trip:${index + 1}`,
      billId: bill.id,
      tripMeans,
      supplierArchiveType: faker.helpers.arrayElement(TRIP_SUPPLIER_ARCHIVE_TYPES),
      fromCity,
      toCity,
      departureTime,
      arrivalTime: departureTime + faker.number.int({ min: least, max: most }) * HOUR_MS,
      // The first two differ, so every bill's filter has something on each side.
      importStatus:
        index < 2 ? IMPORT_STATUSES[index] : faker.helpers.arrayElement(IMPORT_STATUSES),
      travelerId: bill.form.submitterId,
      amount: standardMoney(BigInt(faker.number.int({ min: 2_000, max: 300_000 }))),
    };
  });
}
