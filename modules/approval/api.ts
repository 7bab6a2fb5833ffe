import { BILL_BLOCKS_PATH } from '@shell/billBlocks';
import type { HttpClient } from '@shell/http';
import type { ListQueryBody } from '@shell/query';
import type { ListPage, LoadOptions } from '@shell/store';
import { approvalBillOf } from './models/parseApprovalBill';
import { billBlocksAnswerSchema } from '@contracts/admin/displayRule';
import { approvalBillAnswerSchema } from '@contracts/approval/approvalBill';
import { approvalTaskSchema } from '@contracts/approval/approvalTask';
import { bulkAgreeAnswerSchema } from '@contracts/approval/bulkAgree';
import { pageOf } from '@contracts/core/page';
import { parse, parseOrNull } from '@contracts/core/parse';
import { staffNamesSchema } from '@contracts/organization/staff';
import type { ApprovalBill, ApprovalTask, PaymentChannel } from './types';

/** One approval step (mocks-server/bills/README.md, `approve`); rejectTo only on reject. */
export interface ApproveStep {
  action: 'agree' | 'review' | 'reject';
  comment: string;
  rejectTo?: string;
}

export interface BulkAgreeResult {
  id: string;
  ok: boolean;
  message: string;
}

/** The approval module's only HTTP seam; payment lives here too. Tests pass a fake. */
export interface ApprovalApi {
  getBill(id: string): Promise<ApprovalBill>;
  /** `fresh`: the backlog was written since its last answer, so this one is never shared. */
  searchBacklog(body: ListQueryBody, options?: LoadOptions): Promise<ListPage<ApprovalTask>>;
  approve(id: string, step: ApproveStep): Promise<ApprovalBill>;
  bulkAgree(ids: readonly string[], comment: string): Promise<BulkAgreeResult[]>;
  /** `attempt`: the number of the payment this makes, so a retry is never mistaken for a repeat. */
  pay(id: string, channel: PaymentChannel, attempt: number): Promise<ApprovalBill>;
  /** The cashier records the bank's answer to a pending CHANPAY payment. */
  paymentResult(id: string, success: boolean, reason: string): Promise<ApprovalBill>;
  archive(id: string): Promise<ApprovalBill>;
  listStaffNames(): Promise<Map<string, string>>;
  /** The `value` of the additional-message rule for a specification (docs/approval-payment-print.md), untrusted. */
  getBillBlocks(specificationId: string): Promise<unknown>;
}

const flow = (id: string) => `/v1/flow/flows/${encodeURIComponent(id)}`;

export const APPROVAL_PATHS = {
  bill: flow,
  verb: (id: string, verb: string) => `${flow(id)}/${verb}`,
  backlog: '/v1/flow/backlogs/search',
  bulkAgree: '/v1/flow/flows/approve/batch',
  staffs: '/v1/organization/staffs/actives',
} as const;

/** The answer was not the shape the contract promises. */
export class ApprovalAnswerError extends Error {
  override readonly name = 'ApprovalAnswerError';
}

function billOf(body: unknown): ApprovalBill {
  const answer = parseOrNull(approvalBillAnswerSchema, body);
  if (!answer) throw new ApprovalAnswerError('The bill answer has no usable bill');
  return approvalBillOf(answer.value);
}

export function createApprovalApi(http: HttpClient): ApprovalApi {
  const { axios } = http;
  const step = async (id: string, verb: string, body: object) => {
    const { data } = await axios.post<unknown>(APPROVAL_PATHS.verb(id, verb), body);
    return billOf(data);
  };
  return {
    async getBill(id) {
      const params = { dims: 'form.submitterId' };
      const { data } = await axios.get<unknown>(APPROVAL_PATHS.bill(id), { params });
      return billOf(data);
    },
    async searchBacklog(body, options) {
      const config = options?.fresh ? { dedupe: false as const } : {};
      const { data } = await axios.post<unknown>(APPROVAL_PATHS.backlog, body, config);
      const page = parseOrNull(pageOf('items', approvalTaskSchema), data);
      if (!page) throw new ApprovalAnswerError('The list has no items');
      return page;
    },
    approve: (id, body) => step(id, 'approve', body),
    pay: (id, channel, attempt) => step(id, 'pay', { channel, attempt }),
    paymentResult: (id, success, reason) =>
      step(id, 'paymentResult', { result: success ? 'SUCCESS' : 'FAILURE', reason }),
    archive: (id) => step(id, 'archive', {}),
    async bulkAgree(ids, comment) {
      const { data } = await axios.post<unknown>(APPROVAL_PATHS.bulkAgree, { ids, comment });
      return parse(bulkAgreeAnswerSchema, data).items;
    },
    async getBillBlocks(specificationId) {
      const params = { specificationId };
      const { data } = await axios.get<unknown>(BILL_BLOCKS_PATH, { params });
      return parse(billBlocksAnswerSchema, data).value;
    },
    async listStaffNames() {
      const { data } = await axios.get<unknown>(APPROVAL_PATHS.staffs);
      return parse(staffNamesSchema, data);
    },
  };
}
