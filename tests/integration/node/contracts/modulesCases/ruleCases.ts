import {
  billBlocksAnswerSchema,
  displayRulesPageSchema,
  ruleSpecificationIdsSchema,
  savedDisplayRuleSchema,
} from '@contracts/admin/displayRule';
import {
  feeAssignmentRuleAnswerSchema,
  feeAssignmentRulesAnswerSchema,
  specificationGroupsAnswerSchema,
} from '@contracts/admin/feeAssignmentRule';
import { parse } from '@contracts/core/parse';
import { createListQuery } from '@shell/query';
import type { HttpClient } from '@shell/http';
import type { MockServer } from '../../../../../mocks-server';
import { getJson, postJson, type ContractCase } from '../describeContractCases';

const block = (sort: number, datas: string[]) => ({ datas, sort });
/** Two rules as the admin form saves them: one for everyone, one for named staff and types. */
const RULES = [
  {
    name: '全员提示',
    active: true,
    flowModifyContrasts: block(2, ['amount']),
    riskTips: block(1, ['overStandard']),
    invoiceConfig: block(3, []),
    customDisplaies: { ...block(4, ['remark']), displayName: 'label' },
  },
  {
    name: '差旅提示',
    active: true,
    staffs: ['placeholder'],
    specificationIds: ['placeholder'],
    flowModifyContrasts: block(1, []),
    riskTips: block(2, []),
    invoiceConfig: block(3, ['invoiceTotal']),
    customDisplaies: { ...block(4, []), displayName: 'description' },
  },
];

const savedRules = new WeakMap<MockServer, Promise<unknown[]>>();
/** The rules saved once per server, the second naming a real staff and specification. */
function saveRules(http: HttpClient, mock: MockServer): Promise<unknown[]> {
  const { staffs, specifications, currentStaffId, currentCorporationId } = mock.state;
  const staffId = staffs.find((staff) => staff.id === currentStaffId)?.id ?? currentStaffId;
  const specId = specifications.find((spec) => spec.corporationId === currentCorporationId)?.id;
  const bodies = RULES.map((rule) =>
    'staffs' in rule ? { ...rule, staffs: [staffId], specificationIds: [specId] } : rule,
  );
  const saved =
    savedRules.get(mock) ??
    Promise.all(bodies.map((body) => postJson(http, '/v1/flow/smallComponentConfig', body)));
  savedRules.set(mock, saved);
  return saved;
}

const FEE_RULE = { type: 'FeeAssignmentRule' };
const feeRules = new WeakMap<MockServer, Promise<unknown>>();
/** The seed's fee rules have no details: one with details is created as the admin page does. */
async function listFeeRules(http: HttpClient, mock: MockServer): Promise<unknown> {
  const { specifications, currentCorporationId } = mock.state;
  const [source, target] = specifications.filter(
    (spec) => spec.corporationId === currentCorporationId,
  );
  const created =
    feeRules.get(mock) ??
    postJson(http, '/form/v2/references/create', {
      type: 'Customized',
      name: '申请转报销（定制）',
      active: true,
      details: [{ sourceSpecificationIds: [source.id], targetSpecificationIds: [target.id] }],
    });
  feeRules.set(mock, created);
  await created;
  return getJson(http, '/form/v2/references/list', FEE_RULE);
}

/** The admin's rules and fee rules, and the bill blocks a rule gives. */
export const ruleCases: ContractCase[] = [
  {
    route: 'POST /v1/flow/smallComponentConfig',
    schema: savedDisplayRuleSchema,
    answers: saveRules,
  },
  {
    route: 'POST /v1/flow/smallComponentConfig/search',
    schema: displayRulesPageSchema,
    answers: async (http, mock) => {
      await saveRules(http, mock);
      const body = createListQuery().page(1, 50).toBody();
      return [await postJson(http, '/v1/flow/smallComponentConfig/search', body)];
    },
  },
  {
    route: 'GET /v1/flow/smallComponentConfig/getSmallComponentConfig',
    schema: billBlocksAnswerSchema,
    answers: async (http, mock) => {
      await saveRules(http, mock);
      const { specifications, currentCorporationId } = mock.state;
      const own = specifications.filter((spec) => spec.corporationId === currentCorporationId);
      return Promise.all(
        own.map((spec) =>
          getJson(http, '/v1/flow/smallComponentConfig/getSmallComponentConfig', {
            specificationId: spec.id,
          }),
        ),
      );
    },
  },
  {
    route: 'GET /v1/flow/smallComponentConfig/getSpecificationIds',
    schema: ruleSpecificationIdsSchema,
    answers: async (http) => [
      await getJson(http, '/v1/flow/smallComponentConfig/getSpecificationIds'),
    ],
  },
  {
    route: 'GET /v1/flow/specificationGroups',
    schema: specificationGroupsAnswerSchema,
    answers: async (http) => [await getJson(http, '/v1/flow/specificationGroups')],
  },
  {
    route: 'GET /form/v2/references/list',
    schema: feeAssignmentRulesAnswerSchema,
    answers: async (http, mock) => [await listFeeRules(http, mock)],
  },
  {
    route: 'GET /form/v2/references/:id',
    schema: feeAssignmentRuleAnswerSchema,
    answers: async (http, mock) => {
      const { items } = parse(feeAssignmentRulesAnswerSchema, await listFeeRules(http, mock));
      return Promise.all(
        items.map((rule) =>
          getJson(http, `/form/v2/references/${encodeURIComponent(rule.id)}`, FEE_RULE),
        ),
      );
    },
  },
];
