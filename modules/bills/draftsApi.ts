import type { HttpClient } from '@shell/http';
import { billOf } from './models/billAnswers';
import type { BillDetail } from './types';

/** The draft body's form (mocks-server/bills/README.md "Writing drafts"). */
export type DraftForm = Record<string, unknown>;

/** What the submitter does to a bill of their own: write, submit, recall, delete, copy. */
export interface BillDraftsApi {
  /** A new draft: `form` holds specificationId, payType and the wire values. */
  createDraft(form: DraftForm): Promise<BillDetail>;
  updateDraft(id: string, form: DraftForm): Promise<BillDetail>;
  /** Runs the policy check; a violation rejects with POLICY_CHECK_CODE (docs/bills-and-workflow.md). */
  submit(id: string): Promise<BillDetail>;
  /** The submitter takes back a bill nobody has acted on yet (撤回). */
  retract(id: string): Promise<BillDetail>;
  /** The submitter's draft is gone for good. */
  deleteDraft(id: string): Promise<void>;
  /** A new draft of the signed-in staff's with the bill's values and lines. */
  copy(id: string): Promise<BillDetail>;
}

const flow = (id: string) => `/v1/flow/flows/${encodeURIComponent(id)}`;

export const DRAFT_PATHS = {
  flows: '/v1/flow/flows',
  bill: flow,
  verb: (id: string, verb: string) => `${flow(id)}/${verb}`,
} as const;

export function createBillDraftsApi(http: HttpClient): BillDraftsApi {
  const { axios } = http;
  const verb = async (id: string, name: string) =>
    billOf((await axios.post<unknown>(DRAFT_PATHS.verb(id, name), {})).data);
  return {
    async createDraft(form) {
      return billOf((await axios.post<unknown>(DRAFT_PATHS.flows, { form })).data);
    },
    async updateDraft(id, form) {
      return billOf((await axios.put<unknown>(DRAFT_PATHS.bill(id), { form })).data);
    },
    submit: (id) => verb(id, 'submit'),
    retract: (id) => verb(id, 'retract'),
    copy: (id) => verb(id, 'copy'),
    async deleteDraft(id) {
      await axios.delete(DRAFT_PATHS.bill(id));
    },
  };
}
