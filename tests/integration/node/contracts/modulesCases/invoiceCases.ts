import { invoiceChecksAnswerSchema } from '@contracts/invoices/invoiceCheck';
import { walletAnswerSchema, walletKeptAnswerSchema } from '@contracts/invoices/walletInvoice';
import type { HttpClient } from '@shell/http';
import type { MockServer } from '../../../../../mocks-server';
import { sampleInvoicesOf } from '../../../../../mocks-server/invoices/sampleInvoices';
import { getJson, postJson, type ContractCase } from '../describeContractCases';

/** The lab's sample invoices of the signed-in staff's corporation, as the app sends invoices. */
const sampleInputs = (mock: MockServer) =>
  sampleInvoicesOf(mock.state, mock.state.currentCorporationId).map(({ printed }) => ({
    invoiceType: printed.invoiceType,
    invoiceCode: printed.invoiceCode,
    invoiceNumber: printed.invoiceNumber,
    amount: printed.amount,
    issueDate: printed.issueDate,
    checkCode: printed.checkCode,
  }));

const keptInvoices = new WeakMap<MockServer, Promise<unknown[]>>();
/** A photo of the invoice, as the uploader's attachment (the wallet keeps whatever it is given). */
const photoOf = (index: number) => ({
  fileId: { id: `photo-${index}`, key: `k${index}`, url: `/files/${index}`, thumbUrl: '' },
  fileName: `invoice-${index}.png`,
});

/** The wallet starts empty: each sample is kept once, every other one with its photo. */
function keepSamples(http: HttpClient, mock: MockServer): Promise<unknown[]> {
  const kept =
    keptInvoices.get(mock) ??
    Promise.all(
      sampleInputs(mock).map((invoice, index) =>
        postJson(http, '/v1/invoice/wallet', {
          invoice,
          ...(index % 2 === 0 ? { file: photoOf(index) } : {}),
        }),
      ),
    );
  keptInvoices.set(mock, kept);
  return kept;
}

/** Invoice checks and the wallet. */
export const invoiceCases: ContractCase[] = [
  {
    route: 'POST /v1/invoice/checks',
    schema: invoiceChecksAnswerSchema,
    answers: async (http, mock) => [
      await postJson(http, '/v1/invoice/checks', { billId: null, invoices: sampleInputs(mock) }),
    ],
  },
  {
    route: 'POST /v1/invoice/wallet',
    schema: walletKeptAnswerSchema,
    answers: keepSamples,
  },
  {
    route: 'GET /v1/invoice/wallet',
    schema: walletAnswerSchema,
    answers: async (http, mock) => {
      await keepSamples(http, mock);
      return [await getJson(http, '/v1/invoice/wallet')];
    },
  },
];
