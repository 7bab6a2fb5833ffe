import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import type { BillRelationsStore } from '../BillRelationsStore';
import { enumerationLabels } from '../enumerationLabels';
import { IMPORT_STATUSES } from '../models/billEnumerations';
import { relationMessages } from '../relationMessages';
import { BillTime } from './BillTime';
import { Select } from '@shell/ui';
import { MoneyText } from './MoneyText';
import { RelationTable } from './RelationTable';

export interface BillTripsProps {
  billId: string;
  relations: BillRelationsStore;
  now: number;
}

/** Spec §7 "Trip lists": latest departure first, filtered by import status. */
export const BillTrips = observer(function BillTrips({ billId, relations, now }: BillTripsProps) {
  const messages = useLocalized(relationMessages);
  const labels = useLocalized(enumerationLabels);
  const trips = relations.visibleTrips(billId);
  if (relations.failed(billId, 'trips')) return <p role="alert">{messages.tripsFailed}</p>;
  if (trips === null) return null;
  const filter = relations.tripFilterOf(billId);
  return (
    <>
      <Select
        label={messages.importFilter}
        value={filter === 'ALL' ? '' : filter}
        placeholder={messages.allTrips}
        options={IMPORT_STATUSES.map((value) => ({ value, label: labels.importStatus[value] }))}
        onChange={(event) =>
          relations.setTripFilter(
            billId,
            IMPORT_STATUSES.find((s) => s === event.target.value) ?? 'ALL',
          )
        }
      />
      {trips.length === 0 ? (
        <p>{messages.noTrips}</p>
      ) : (
        <RelationTable aria-label={messages.trips}>
          <thead>
            <tr>
              <th scope="col">{messages.tripMeans}</th>
              <th scope="col">{messages.route}</th>
              <th scope="col">{messages.departureTime}</th>
              <th scope="col">{messages.arrivalTime}</th>
              <th scope="col">{messages.supplier}</th>
              <th scope="col">{messages.importStatus}</th>
              <th scope="col">{messages.amount}</th>
            </tr>
          </thead>
          <tbody>
            {trips.map((trip) => (
              <tr key={trip.id}>
                <td>{trip.tripMeans ? labels.tripMeans[trip.tripMeans] : '—'}</td>
                <td>{`${trip.fromCity} → ${trip.toCity}`}</td>
                <td>
                  <BillTime time={trip.departureTime} now={now} format="absolute" />
                </td>
                <td>
                  <BillTime time={trip.arrivalTime} now={now} format="absolute" />
                </td>
                <td>
                  {trip.supplierArchiveType && labels.supplierArchiveType[trip.supplierArchiveType]}
                </td>
                <td>{trip.importStatus ? labels.importStatus[trip.importStatus] : '—'}</td>
                <td>
                  <MoneyText money={trip.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </RelationTable>
      )}
    </>
  );
});
