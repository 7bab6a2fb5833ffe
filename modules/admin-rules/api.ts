import { answerOf as readAnswer, type AnswerSchema } from '@contracts/core/answerOf';
import type { HttpClient } from '@shell/http';
import {
  adminDepartmentsAnswerSchema,
  currentStaffRecordSchema,
  staffChoicesAnswerSchema,
} from '@contracts/admin/adminOrganization';
import {
  displayRulesPageSchema,
  ruleSpecificationIdsSchema,
  savedDisplayRuleSchema,
} from '@contracts/admin/displayRule';
import {
  feeAssignmentRulesAnswerSchema,
  specificationGroupsAnswerSchema,
} from '@contracts/admin/feeAssignmentRule';
import { specificationSchema } from '@contracts/bills/specification';
import { pageOf } from '@contracts/core/page';
import { parse } from '@contracts/core/parse';
import {
  extensionInstancesAnswerSchema,
  savedExtensionInstanceSchema,
} from '@contracts/extensions/extensionInstance';
import type { ExtensionInstance } from './extensions/extensionCaps';
import { AdminRulesAnswerError } from './models/AdminRulesAnswerError';
import { ruleSummaryOf } from './models/ruleForm';
import type { CurrentStaffRecord, Department, StaffChoice } from './organization/types';
import type {
  FeeAssignmentRule,
  ListPage,
  RuleSummary,
  SpecificationChoice,
  SpecificationGroup,
} from './types';

/** The admin-rules module's only HTTP seam (mocks-server/adminRules/README.md). */
export interface AdminRulesApi {
  /** `fresh` after a write: an identical search within the dedup window would answer stale. */
  searchRules(body: object, fresh?: boolean): Promise<ListPage<RuleSummary>>;
  saveRule(body: Record<string, unknown>): Promise<RuleSummary | null>;
  deactivateRule(id: string): Promise<void>;
  /** null means every specification. */
  getSpecificationIds(): Promise<string[] | null>;
  getSpecifications(): Promise<SpecificationChoice[]>;
  getSpecificationGroups(): Promise<SpecificationGroup[]>;
  listFeeRules(): Promise<FeeAssignmentRule[]>;
  createFeeRule(body: object): Promise<void>;
  updateFeeRule(id: string, body: object): Promise<void>;
  getDepartments(): Promise<Department[]>;
  getActiveStaffs(): Promise<StaffChoice[]>;
  getCurrentStaff(): Promise<CurrentStaffRecord>;
  listExtensionInstances(): Promise<ExtensionInstance[]>;
  saveExtensionCap(id: string, cap: number): Promise<ExtensionInstance>;
}

const RULES = '/v1/flow/smallComponentConfig';
const REFERENCES = '/form/v2/references';
const FEE_TYPE = { type: 'FeeAssignmentRule' };

export const ADMIN_RULES_PATHS = {
  search: `${RULES}/search`,
  save: RULES,
  rule: (id: string) => `${RULES}/${encodeURIComponent(id)}`,
  specificationIds: `${RULES}/getSpecificationIds`,
  specifications: '/form/v1/specificationVersions',
  specificationGroups: '/v1/flow/specificationGroups',
  feeList: `${REFERENCES}/list`,
  feeCreate: `${REFERENCES}/create`,
  feeRule: (id: string) => `${REFERENCES}/${encodeURIComponent(id)}`,
  departments: '/v1/organization/departments',
  actives: '/v1/organization/staffs/actives',
  me: '/v1/organization/staffs/me',
  // Our paths: the spec names the cap rules, not their calls (mocks-server/extensions/README.md).
  extensions: '/v1/extension/instances',
  extensionCap: (id: string) => `/v1/extension/instances/${encodeURIComponent(id)}/cap`,
} as const;

const answerOf = <TSchema extends AnswerSchema>(schema: TSchema, body: unknown) =>
  readAnswer(schema, body, (message) => new AdminRulesAnswerError(message));

const specificationsPageSchema = pageOf('items', specificationSchema);

export function createAdminRulesApi(http: HttpClient): AdminRulesApi {
  const { axios } = http;
  const get = async (path: string, params?: object) =>
    (await axios.get<unknown>(path, { params })).data;
  return {
    async searchRules(body, fresh = false) {
      const config = fresh ? { dedupe: false as const } : {};
      const { data } = await axios.post<unknown>(ADMIN_RULES_PATHS.search, body, config);
      const { items, count } = answerOf(displayRulesPageSchema, data);
      return { items: items.map(ruleSummaryOf), count };
    },
    async saveRule(body) {
      const { data } = await axios.post<unknown>(ADMIN_RULES_PATHS.save, body);
      const { value } = answerOf(savedDisplayRuleSchema, data);
      return value && ruleSummaryOf(value);
    },
    async deactivateRule(id) {
      await axios.put(ADMIN_RULES_PATHS.rule(id), null, { params: { active: false } });
    },
    getSpecificationIds: async () =>
      answerOf(ruleSpecificationIdsSchema, await get(ADMIN_RULES_PATHS.specificationIds)),
    async getSpecifications() {
      const page = answerOf(specificationsPageSchema, await get(ADMIN_RULES_PATHS.specifications));
      return page.items.filter((spec) => spec.active).map(({ id, name }) => ({ id, name }));
    },
    getSpecificationGroups: async () =>
      answerOf(specificationGroupsAnswerSchema, await get(ADMIN_RULES_PATHS.specificationGroups))
        .items,
    listFeeRules: async () =>
      answerOf(feeAssignmentRulesAnswerSchema, await get(ADMIN_RULES_PATHS.feeList, FEE_TYPE))
        .items,
    async createFeeRule(body) {
      await axios.post(ADMIN_RULES_PATHS.feeCreate, body);
    },
    async updateFeeRule(id, body) {
      await axios.put(ADMIN_RULES_PATHS.feeRule(id), body);
    },
    getDepartments: async () =>
      answerOf(adminDepartmentsAnswerSchema, await get(ADMIN_RULES_PATHS.departments)).items,
    getActiveStaffs: async () =>
      answerOf(staffChoicesAnswerSchema, await get(ADMIN_RULES_PATHS.actives)).items,
    getCurrentStaff: async () => parse(currentStaffRecordSchema, await get(ADMIN_RULES_PATHS.me)),
    listExtensionInstances: async () =>
      answerOf(extensionInstancesAnswerSchema, await get(ADMIN_RULES_PATHS.extensions)).items,
    async saveExtensionCap(id, cap) {
      const { data } = await axios.put<unknown>(ADMIN_RULES_PATHS.extensionCap(id), { cap });
      return answerOf(savedExtensionInstanceSchema, data).value;
    },
  };
}
