import { IMPORT_STATUSES, TRIP_MEANS, TRIP_SUPPLIER_ARCHIVE_TYPES } from '../billEnumerations';
import { optionalMoney } from '../bills/billSummary';
import { oneOf, record, requiredId, text, time } from '../core/fields';
import { itemsOf } from '../core/page';

/** Trip lists (docs/bills-and-workflow.md): one trip order of a bill; without an id it is dropped. */
export const tripSchema = record({
  id: requiredId,
  tripMeans: oneOf(TRIP_MEANS),
  supplierArchiveType: oneOf(TRIP_SUPPLIER_ARCHIVE_TYPES),
  fromCity: text(),
  toCity: text(),
  departureTime: time,
  arrivalTime: time,
  importStatus: oneOf(IMPORT_STATUSES),
  amount: optionalMoney,
});

/** `GET /v1/flow/flows/:id/trips`. */
export const tripsAnswerSchema = itemsOf('items', tripSchema);
