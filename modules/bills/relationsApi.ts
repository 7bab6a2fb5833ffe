import { answerOf as readAnswer, type AnswerSchema } from '@contracts/core/answerOf';
import type { HttpClient } from '@shell/http';
import { dataLinksAnswerSchema } from '@contracts/relations/dataLink';
import { supplierProgressAnswerSchema } from '@contracts/relations/supplierProgress';
import { tripsAnswerSchema } from '@contracts/relations/trip';
import type { ImportStatus } from './models/billEnumerations';
import type { DataLinkRow, SupplierProgress, Trip } from './relationTypes';

/** What a bill detail lists beside the bill itself (mocks-server routes of the same names). */
export interface BillRelationsApi {
  /** Latest departure first; only one import status when given. */
  getTrips(billId: string, importStatus?: ImportStatus): Promise<Trip[]>;
  getDataLinks(billId: string, options?: { hideUseCount?: boolean }): Promise<DataLinkRow[]>;
  /** null for bills that are not reconciliation or settlement bills. */
  getSupplierProgress(billId: string): Promise<SupplierProgress | null>;
}

const flow = (id: string) => `/v1/flow/flows/${encodeURIComponent(id)}`;

export const RELATION_PATHS = {
  trips: (id: string) => `${flow(id)}/trips`,
  dataLinks: (id: string) => `${flow(id)}/dataLinks`,
  supplierProgress: (id: string) => `${flow(id)}/supplierProgress`,
} as const;

/** The answer was not a list; a list with bad items keeps the good ones. */
export class RelationsAnswerError extends Error {
  override readonly name = 'RelationsAnswerError';
}

const answerOf = <TSchema extends AnswerSchema>(schema: TSchema, body: unknown) =>
  readAnswer(schema, body, (message) => new RelationsAnswerError(message));

export function createBillRelationsApi(http: HttpClient): BillRelationsApi {
  const { axios } = http;
  return {
    async getTrips(billId, importStatus) {
      const params = importStatus ? { importStatus } : undefined;
      const { data } = await axios.get<unknown>(RELATION_PATHS.trips(billId), { params });
      return answerOf(tripsAnswerSchema, data).items;
    },
    async getDataLinks(billId, options = {}) {
      const params = options.hideUseCount ? { hideUseCount: 'true' } : undefined;
      const { data } = await axios.get<unknown>(RELATION_PATHS.dataLinks(billId), { params });
      return answerOf(dataLinksAnswerSchema, data).items;
    },
    async getSupplierProgress(billId) {
      const { data } = await axios.get<unknown>(RELATION_PATHS.supplierProgress(billId));
      return answerOf(supplierProgressAnswerSchema, data).value;
    },
  };
}
