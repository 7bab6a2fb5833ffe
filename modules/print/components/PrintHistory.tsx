import { useLocalized } from '@shell/i18n';
import { Card, DataTable, type DataColumn } from '@shell/ui';
import { formatMonthDayTime } from '@shell/time';
import { historyMessages } from '../historyMessages';
import type { PrintEvent } from '../types';

export interface PrintHistoryProps {
  events: readonly PrintEvent[];
  /** The template's name in the page's locale, or null when the lookups do not know it. */
  templateName: (templateId: string | null) => string | null;
  printerName: (printerId: string | null) => string;
}

interface Row extends PrintEvent {
  key: string;
}

/** Every printout of the bill: when, by whom, the template by its name, and whether with invoices. */
export function PrintHistory({ events, templateName, printerName }: PrintHistoryProps) {
  const messages = useLocalized(historyMessages);
  const rows: Row[] = events.map((event, index) => ({ ...event, key: `${event.time}-${index}` }));
  const template = (row: Row) => templateName(row.templateId) ?? messages.unknownTemplate;
  const invoices = (row: Row) =>
    row.withInvoices ? messages.withInvoices : messages.withoutInvoices;
  const time = (row: Row) => (row.time ? formatMonthDayTime(row.time) : '—');
  const columns: DataColumn<Row>[] = [
    { key: 'time', header: messages.time, rowHeader: true, cell: time },
    { key: 'printer', header: messages.printer, cell: (row) => printerName(row.printerId) },
    { key: 'template', header: messages.template, cell: template },
    { key: 'invoices', header: messages.invoices, cell: invoices },
  ];
  return (
    <section aria-labelledby="print-history-heading" data-testid="print-history">
      <h2 id="print-history-heading">{messages.history}</h2>
      {rows.length === 0 ? (
        <p>{messages.none}</p>
      ) : (
        <DataTable
          caption={messages.history}
          rows={rows}
          rowKey={(row) => row.key}
          columns={columns}
          card={(row) => (
            <Card title={template(row)} aside={invoices(row)}>
              {time(row)} · {printerName(row.printerId)}
            </Card>
          )}
        />
      )}
    </section>
  );
}
