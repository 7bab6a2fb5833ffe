import { wire, wireOf, type Wire } from './wire';

/** One printout of the bill: when, by whom, which template, and whether invoices went too. */
export interface PrintEvent {
  time: number;
  printerId: string | null;
  /** null when the log does not say: the page names it "unknown", never shows an id. */
  templateId: string | null;
  withInvoices: boolean;
}

const MAX_EVENTS = 100;

/** The bill's print logs, newest first (mocks-server/bills/README.md: print logs). */
export function parsePrintHistory(bill: Wire): PrintEvent[] {
  return wire
    .list(bill, 'logs')
    .flatMap((raw) => {
      const log = wireOf(raw);
      if (wire.text(log, 'action') !== 'freeflow.print') return [];
      return [
        {
          time: wire.whole(log, 'time') ?? 0,
          printerId: wire.id(log, 'operatorId'),
          templateId: wire.id(log, 'printTemplateId'),
          withInvoices: log.isPrintInvoice === true,
        },
      ];
    })
    .slice(-MAX_EVENTS)
    .reverse();
}
