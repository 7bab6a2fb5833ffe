import { useLocalized } from '@shell/i18n';
import { Card, CardMeta, DataTable, Select, type DataColumn } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import type { BillRelationsStore } from '../BillRelationsStore';
import { enumerationLabels } from '../enumerationLabels';
import { IMPORT_STATUSES } from '../models/billEnumerations';
import type { Trip } from '../relationTypes';
import { relationMessages } from '../relationMessages';
import { BillTime } from './BillTime';
import { MoneyText } from './MoneyText';

export interface BillTripsProps {
  billId: string;
  relations: BillRelationsStore;
  now: number;
}

/** Trip lists (docs/bills-and-workflow.md): latest departure first, filtered by import status; cards on phones. */
export const BillTrips = observer(function BillTrips({ billId, relations, now }: BillTripsProps) {
  const messages = useLocalized(relationMessages);
  const labels = useLocalized(enumerationLabels);
  const trips = relations.visibleTrips(billId);
  if (relations.failed(billId, 'trips')) return <p role="alert">{messages.tripsFailed}</p>;
  if (trips === null) return null;
  const filter = relations.tripFilterOf(billId);
  const means = (trip: Trip) => (trip.tripMeans ? labels.tripMeans[trip.tripMeans] : '—');
  const route = (trip: Trip) => `${trip.fromCity} → ${trip.toCity}`;
  const supplier = (trip: Trip) =>
    trip.supplierArchiveType ? labels.supplierArchiveType[trip.supplierArchiveType] : '';
  const status = (trip: Trip) => (trip.importStatus ? labels.importStatus[trip.importStatus] : '—');
  const time = (at: number) => <BillTime time={at} now={now} format="absolute" />;
  const columns: DataColumn<Trip>[] = [
    { key: 'means', header: messages.tripMeans, cell: means },
    { key: 'route', header: messages.route, cell: route, rowHeader: true },
    { key: 'departure', header: messages.departureTime, cell: (trip) => time(trip.departureTime) },
    { key: 'arrival', header: messages.arrivalTime, cell: (trip) => time(trip.arrivalTime) },
    { key: 'supplier', header: messages.supplier, cell: supplier },
    { key: 'status', header: messages.importStatus, cell: status },
    {
      key: 'amount',
      header: messages.amount,
      align: 'end',
      cell: (trip) => <MoneyText money={trip.amount} />,
    },
  ];
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
        <DataTable
          caption={messages.trips}
          rows={trips}
          rowKey={(trip) => trip.id}
          columns={columns}
          card={(trip) => (
            <Card title={route(trip)} aside={<MoneyText money={trip.amount} />}>
              <CardMeta>
                <span>{means(trip)}</span>
                <span>{supplier(trip)}</span>
                <span>{status(trip)}</span>
              </CardMeta>
              <CardMeta>
                {time(trip.departureTime)}
                <span aria-hidden="true">→</span>
                {time(trip.arrivalTime)}
              </CardMeta>
            </Card>
          )}
        />
      )}
    </>
  );
});
