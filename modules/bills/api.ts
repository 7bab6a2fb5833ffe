import type { HttpClient } from '@shell/http';
import type { ListQueryBody } from '@shell/query';
import type { LoadOptions } from '@shell/store';
import { feeTypeSchema } from '@contracts/bills/feeType';
import { specificationSchema } from '@contracts/bills/specification';
import { billSummarySchema } from '@contracts/bills/billSummary';
import { staffNamesSchema } from '@contracts/organization/staff';
import { feeTypeInfoOf, type FeeTypeInfo } from './lines/feeTypeCatalog';
import { createBillDraftsApi, type BillDraftsApi } from './draftsApi';
import { answerOf, billOf, parsePage } from './models/billAnswers';
import type { BillSpecification } from './models/parseSpecification';
import { createBillRelationsApi, type BillRelationsApi } from './relationsApi';
import type { BillDetail, BillSummary, ListPage } from './types';

/** The bills module's only HTTP seam (mocks-server/bills/README.md); tests pass a fake. */
export interface BillsApi extends BillRelationsApi, BillDraftsApi {
  /** `fresh`: the list wrote since its last answer, so this one must not be shared (docs/bills-and-workflow.md dedup). */
  searchMyBills(body: ListQueryBody, options?: LoadOptions): Promise<ListPage<BillSummary>>;
  getBill(id: string): Promise<BillDetail>;
  /** Names of the corporation's active staff by id, for "waiting for …" lines. */
  listStaffNames(): Promise<Map<string, string>>;
  /** A same-site file, fetched with the access token (docs/bills-and-workflow.md "Download"). */
  downloadAttachment(url: string): Promise<Blob>;
  /** The tenant's active specifications: the bill types the staff may start. */
  getSpecifications(): Promise<BillSpecification[]>;
  /** One version by id, inactive ones too (an old draft names one); null when unknown. */
  getSpecification(id: string): Promise<BillSpecification | null>;
  /** The fee-type tree (active ones, `search`), or the fee types of `ids` whatever their state. */
  getFeeTypes(query: { search: string } | { ids: readonly string[] }): Promise<FeeTypeInfo[]>;
}

export type { DraftForm } from './draftsApi';
export { BillsAnswerError } from './models/billAnswers';

export const BILL_PATHS = {
  mine: '/v1/flow/flows/my/search',
  bill: (id: string) => `/v1/flow/flows/${encodeURIComponent(id)}`,
  staffs: '/v1/organization/staffs/actives',
  flows: '/v1/flow/flows',
  submit: (id: string) => `/v1/flow/flows/${encodeURIComponent(id)}/submit`,
  feeTypes: '/v1/form/feeTypes',
  specifications: '/form/v1/specificationVersions',
} as const;

const SPECIFICATION_ENTITY = 'form.Specification.Versioned';
const FEE_TYPE_ENTITY = 'flow.FeeType';

export interface BillsApiOptions {
  accessToken: () => string | null;
  now: () => number;
}

/** A list's read after its write goes to the server, never shared with an older identical one. */
const freshConfig = (options?: LoadOptions) => (options?.fresh ? { dedupe: false as const } : {});

function specificationsOf(body: unknown): BillSpecification[] {
  return parsePage(body, specificationSchema).items;
}

export function createBillsApi(http: HttpClient, options: BillsApiOptions): BillsApi {
  const { axios } = http;
  return {
    ...createBillRelationsApi(http),
    ...createBillDraftsApi(http),
    async searchMyBills(body, options) {
      const { data } = await axios.post<unknown>(BILL_PATHS.mine, body, freshConfig(options));
      return parsePage(data, billSummarySchema);
    },
    async getBill(id) {
      const { data } = await axios.get<unknown>(BILL_PATHS.bill(id), {
        params: { dims: 'form.submitterId' },
      });
      return billOf(data);
    },
    async getSpecifications() {
      const params = { search: '', limit: 1000, entity: SPECIFICATION_ENTITY };
      const { data } = await axios.get<unknown>(BILL_PATHS.specifications, { params });
      return specificationsOf(data).filter((spec) => spec.active);
    },
    async getSpecification(id) {
      const params = { ids: id };
      const { data } = await axios.get<unknown>(BILL_PATHS.specifications, { params });
      return specificationsOf(data).find((spec) => spec.id === id) ?? null;
    },
    async getFeeTypes(query) {
      const params =
        'ids' in query
          ? { ids: query.ids.join(',') }
          : { search: query.search, limit: 1000, entity: FEE_TYPE_ENTITY };
      const { data } = await axios.get<unknown>(BILL_PATHS.feeTypes, { params });
      return parsePage(data, feeTypeSchema).items.map(feeTypeInfoOf);
    },
    async listStaffNames() {
      const { data } = await axios.get<unknown>(BILL_PATHS.staffs);
      return answerOf(staffNamesSchema, data);
    },
    async downloadAttachment(url) {
      const token = options.accessToken();
      const { data } = await axios.get<Blob>(url, {
        // File addresses are absolute paths on the site, not under the API base.
        baseURL: '',
        responseType: 'blob',
        params: { t: options.now() },
        headers: token ? { accesstoken: token } : undefined,
      });
      return data;
    },
  };
}
