import type { HttpClient } from '@shell/http';
import { feeAssignmentRuleAnswerSchema } from '@contracts/admin/feeAssignmentRule';
import type { LineRecordWire } from '@contracts/bills/lineRecord';
import { billLinesAnswerSchema, requisitionsAnswerSchema } from '@contracts/bills/requisition';
import { parse } from '@contracts/core/parse';
import type { Money } from '@shell/money';
import { createListQuery } from '@shell/query';
import type { FeeRule } from './feeRule';

/** A requisition of the person's that a fee rule may draw on. */
export interface Requisition {
  id: string;
  code: string;
  title: string;
  specificationId: string;
  amount: Money | null;
}

/** What the bill form reads to apply a fee assignment rule (docs/admin.md form references). */
export interface FeeRuleImportApi {
  getRule(id: string): Promise<FeeRule | null>;
  /** The person's requisitions that went past draft and were not rejected or voided. */
  listRequisitions(): Promise<Requisition[]>;
  /** A bill's lines, read by their contract. */
  linesOf(billId: string): Promise<LineRecordWire[]>;
}

export const FEE_RULE_PATHS = {
  rule: (id: string) => `/form/v2/references/${encodeURIComponent(id)}`,
  mine: '/v1/flow/flows/my/search',
  bill: (id: string) => `/v1/flow/flows/${encodeURIComponent(id)}`,
} as const;

export function createFeeRuleImportApi(http: HttpClient): FeeRuleImportApi {
  const { axios } = http;
  return {
    async getRule(id) {
      const params = { type: 'FeeAssignmentRule' };
      const { data } = await axios.get<unknown>(FEE_RULE_PATHS.rule(id), { params });
      return parse(feeAssignmentRuleAnswerSchema, data).value;
    },
    async listRequisitions() {
      const body = createListQuery()
        .eq('formType', 'requisition')
        .orderBy('updateTime', 'desc')
        .page(1, 50)
        .toBody();
      const { data } = await axios.post<unknown>(FEE_RULE_PATHS.mine, body);
      return parse(requisitionsAnswerSchema, data);
    },
    async linesOf(billId) {
      const { data } = await axios.get<unknown>(FEE_RULE_PATHS.bill(billId));
      return parse(billLinesAnswerSchema, data);
    },
  };
}
