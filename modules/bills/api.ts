import type { HttpClient } from '@shell/http';
import type { ListQueryBody } from '@shell/query';
import { parseBillDetail } from './models/parseBillDetail';
import { parseBillSummary } from './models/parseBillSummary';
import { parseSpecification, type BillSpecification } from './models/parseSpecification';
import { fieldsOf, readCount, readId, readList, readText } from './models/readFields';
import { createBillRelationsApi, type BillRelationsApi } from './relationsApi';
import type { BillDetail, BillSummary, ListPage } from './types';

/** The bills module's only HTTP seam (mocks-server/bills/README.md); tests pass a fake. */
export interface BillsApi extends BillRelationsApi {
  searchMyBills(body: ListQueryBody): Promise<ListPage<BillSummary>>;
  getBill(id: string): Promise<BillDetail>;
  /** Names of the corporation's active staff by id, for "waiting for …" lines. */
  listStaffNames(): Promise<Map<string, string>>;
  /** A same-site file, fetched with the access token (spec §7 "Download"). */
  downloadAttachment(url: string): Promise<Blob>;
  /** The tenant's active specifications: the bill types the staff may start. */
  getSpecifications(): Promise<BillSpecification[]>;
  /** One version by id, inactive ones too (an old draft names one); null when unknown. */
  getSpecification(id: string): Promise<BillSpecification | null>;
  /** A new draft: `form` holds specificationId, payType and the wire values. */
  createDraft(form: DraftForm): Promise<BillDetail>;
  updateDraft(id: string, form: DraftForm): Promise<BillDetail>;
  /** Runs the policy check; a violation rejects with POLICY_CHECK_CODE (spec §8). */
  submit(id: string): Promise<BillDetail>;
}

/** The draft body's form (mocks-server/bills/README.md "Writing drafts"). */
export type DraftForm = Record<string, unknown>;

export const BILL_PATHS = {
  mine: '/v1/flow/flows/my/search',
  bill: (id: string) => `/v1/flow/flows/${encodeURIComponent(id)}`,
  staffs: '/v1/organization/staffs/actives',
  flows: '/v1/flow/flows',
  submit: (id: string) => `/v1/flow/flows/${encodeURIComponent(id)}/submit`,
  specifications: '/form/v1/specificationVersions',
} as const;

const SPECIFICATION_ENTITY = 'form.Specification.Versioned';

/** The answer was not the shape the contract promises. */
export class BillsAnswerError extends Error {
  override readonly name = 'BillsAnswerError';
}

export interface BillsApiOptions {
  accessToken: () => string | null;
  now: () => number;
}

function parsePage<T>(body: unknown, parseItem: (raw: unknown) => T | null): ListPage<T> {
  const fields = fieldsOf(body);
  if (!Array.isArray(fields.items)) throw new BillsAnswerError('The list answer has no items');
  const items = fields.items.flatMap((raw) => parseItem(raw) ?? []);
  return { items, count: Math.max(readCount(fields, 'count'), items.length) };
}

function billOf(body: unknown): BillDetail {
  const bill = parseBillDetail(fieldsOf(body).value);
  if (!bill) throw new BillsAnswerError('The bill answer has no usable bill');
  return bill;
}

function specificationsOf(body: unknown): BillSpecification[] {
  return parsePage(body, parseSpecification).items;
}

export function createBillsApi(http: HttpClient, options: BillsApiOptions): BillsApi {
  const { axios } = http;
  return {
    ...createBillRelationsApi(http),
    async searchMyBills(body) {
      const { data } = await axios.post<unknown>(BILL_PATHS.mine, body);
      return parsePage(data, parseBillSummary);
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
    async createDraft(form) {
      const { data } = await axios.post<unknown>(BILL_PATHS.flows, { form });
      return billOf(data);
    },
    async updateDraft(id, form) {
      const { data } = await axios.put<unknown>(BILL_PATHS.bill(id), { form });
      return billOf(data);
    },
    async submit(id) {
      const { data } = await axios.post<unknown>(BILL_PATHS.submit(id), {});
      return billOf(data);
    },
    async listStaffNames() {
      const { data } = await axios.get<unknown>(BILL_PATHS.staffs);
      const names = new Map<string, string>();
      for (const raw of readList(fieldsOf(data), 'items')) {
        const staff = fieldsOf(raw);
        const id = readId(staff, 'id');
        const name = readText(staff, 'name').trim();
        if (id && name) names.set(id, name);
      }
      return names;
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
