import type { ReactNode } from 'react';
import type { BillBlocksMessages } from './billBlocksMessages';

/** What a screen knows about its bill, in the screen's own formatting where it has one. */
export interface BillBlockFacts {
  /** The bill's amount, formatted by the screen. */
  amount: ReactNode;
  title: string;
  /** Each invoice's code and number (one text per invoice), across all lines. */
  invoiceKeys: readonly string[];
  lineCount: number;
  linesWithoutInvoice: number;
  remark: string;
}

/** The invoices entered more than once, each named once, in first-seen order. */
export function duplicateKeysOf(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) twice.add(key);
    seen.add(key);
  }
  return [...twice];
}

/**
 * The value a data item shows, or undefined for an item this app does not know. Items the bill
 * answer carries nothing for (over-standard, invoice title) say so instead of guessing.
 */
export function blockFactText(
  data: string,
  facts: BillBlockFacts,
  messages: BillBlocksMessages,
): ReactNode {
  switch (data) {
    case 'amount':
      return facts.amount ?? messages.noData;
    case 'title':
      return facts.title || messages.noData;
    case 'remark':
      return facts.remark || messages.noRemark;
    case 'duplicateInvoice': {
      const twice = duplicateKeysOf(facts.invoiceKeys);
      return twice.length > 0 ? messages.duplicates(twice.join('、')) : messages.noDuplicates;
    }
    case 'invoiceStatus': {
      const count = messages.invoiceCount(facts.invoiceKeys.length);
      return facts.linesWithoutInvoice > 0
        ? `${count}；${messages.linesWithoutInvoice(facts.linesWithoutInvoice)}`
        : count;
    }
    case 'overStandard':
    case 'invoiceTitle':
      return messages.noData;
    default:
      return undefined;
  }
}
