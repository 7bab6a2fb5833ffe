import type { Trip } from '../relationTypes';
import { IMPORT_STATUSES, TRIP_MEANS, TRIP_SUPPLIER_ARCHIVE_TYPES } from './billEnumerations';
import { fieldsOf, isFields, readId, readOneOf, readText, readTime } from './readFields';
import { readMoney } from './readMoney';

/** A trip from an untrusted answer; without an id it is dropped (null). */
export function parseTrip(raw: unknown): Trip | null {
  if (!isFields(raw)) return null;
  const id = readId(raw, 'id');
  if (!id) return null;
  return {
    id,
    tripMeans: readOneOf(raw, 'tripMeans', TRIP_MEANS),
    supplierArchiveType: readOneOf(raw, 'supplierArchiveType', TRIP_SUPPLIER_ARCHIVE_TYPES),
    fromCity: readText(raw, 'fromCity'),
    toCity: readText(raw, 'toCity'),
    departureTime: readTime(raw, 'departureTime'),
    arrivalTime: readTime(raw, 'arrivalTime'),
    importStatus: readOneOf(raw, 'importStatus', IMPORT_STATUSES),
    amount: readMoney(fieldsOf(raw).amount),
  };
}
