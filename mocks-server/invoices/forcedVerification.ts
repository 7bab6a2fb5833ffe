import type { ScenarioEngine } from '../scenarios/ScenarioEngine';
import type { InvoiceInput, Verification } from './invoiceWire';

/**
 * The lab's tax authority is consulted like a remote service: presets stub this path
 * (mocks-server/presets/invoice-*.json) to force an answer for the session, optionally only for
 * invoices whose JSON contains `bodyContains` (a number, say).
 */
export const TAX_AUTHORITY_PATH = '/__lab/tax-authority/verify';

const FORCEABLE: readonly Verification[] = [
  'valid',
  'not-found',
  'voided',
  'red-flushed',
  'amount-mismatch',
  'date-mismatch',
];

export function forcedVerification(
  engine: ScenarioEngine | undefined,
  session: string,
  invoice: InvoiceInput,
): Verification | undefined {
  const request = {
    method: 'POST',
    path: TAX_AUTHORITY_PATH,
    query: {},
    body: JSON.stringify(invoice),
  };
  const matched = engine?.match(request, session);
  if (!matched) return undefined;
  const { status, jsonBody } = matched.stub.response;
  if (status >= 500) return 'unavailable';
  const answer = (jsonBody as { verification?: unknown } | undefined)?.verification;
  return FORCEABLE.find((each) => each === answer);
}
