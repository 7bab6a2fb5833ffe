import type { HttpClient } from '@shell/http';
import type { ExtensionInstance } from './extensions/extensionCaps';
import { parseExtensionInstance } from './extensions/parseExtensionInstance';
import { parseFeeRule, parseSpecificationGroup } from './models/parseFeeRule';
import { AdminRulesAnswerError, fieldsOf, idsOf, itemsOf, textOf } from './models/readFields';
import { parseRule } from './models/ruleForm';
import {
  parseCurrentStaffRecord,
  parseDepartment,
  parseStaff,
} from './organization/parseOrganization';
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

const list = <T>(body: unknown, parse: (raw: unknown) => T | null): T[] =>
  itemsOf(body).flatMap((raw) => parse(raw) ?? []);

const specificationChoice = (raw: unknown): SpecificationChoice | null => {
  const fields = fieldsOf(raw);
  const id = textOf(fields.id);
  return id && fields.active !== false ? { id, name: textOf(fields.name) || id } : null;
};

export function createAdminRulesApi(http: HttpClient): AdminRulesApi {
  const { axios } = http;
  const get = async (path: string, params?: object) =>
    (await axios.get<unknown>(path, { params })).data;
  return {
    async searchRules(body, fresh = false) {
      const config = fresh ? { dedupe: false as const } : {};
      const { data } = await axios.post<unknown>(ADMIN_RULES_PATHS.search, body, config);
      const items = list(data, parseRule);
      const count = fieldsOf(data).count;
      return { items, count: typeof count === 'number' ? count : items.length };
    },
    async saveRule(body) {
      const { data } = await axios.post<unknown>(ADMIN_RULES_PATHS.save, body);
      return parseRule(fieldsOf(data).value);
    },
    async deactivateRule(id) {
      await axios.put(ADMIN_RULES_PATHS.rule(id), null, { params: { active: false } });
    },
    async getSpecificationIds() {
      const value = fieldsOf(fieldsOf(await get(ADMIN_RULES_PATHS.specificationIds)).value);
      return value.all === true ? null : idsOf(value.specificationIds);
    },
    getSpecifications: async () =>
      list(await get(ADMIN_RULES_PATHS.specifications), specificationChoice),
    getSpecificationGroups: async () =>
      list(await get(ADMIN_RULES_PATHS.specificationGroups), parseSpecificationGroup),
    listFeeRules: async () => list(await get(ADMIN_RULES_PATHS.feeList, FEE_TYPE), parseFeeRule),
    async createFeeRule(body) {
      await axios.post(ADMIN_RULES_PATHS.feeCreate, body);
    },
    async updateFeeRule(id, body) {
      await axios.put(ADMIN_RULES_PATHS.feeRule(id), body);
    },
    getDepartments: async () => list(await get(ADMIN_RULES_PATHS.departments), parseDepartment),
    getActiveStaffs: async () => list(await get(ADMIN_RULES_PATHS.actives), parseStaff),
    getCurrentStaff: async () => parseCurrentStaffRecord(await get(ADMIN_RULES_PATHS.me)),
    listExtensionInstances: async () =>
      list(await get(ADMIN_RULES_PATHS.extensions), parseExtensionInstance),
    async saveExtensionCap(id, cap) {
      const { data } = await axios.put<unknown>(ADMIN_RULES_PATHS.extensionCap(id), { cap });
      const saved = parseExtensionInstance(fieldsOf(data).value);
      if (!saved) throw new AdminRulesAnswerError('The saved instance answer is malformed');
      return saved;
    },
  };
}
