import {
  adminDepartmentsAnswerSchema,
  currentStaffRecordSchema,
  staffChoicesAnswerSchema,
} from '@contracts/admin/adminOrganization';
import { staffNamesSchema } from '@contracts/organization/staff';
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
import {
  extensionInstancesAnswerSchema,
  savedExtensionInstanceSchema,
} from '@contracts/extensions/extensionInstance';
import {
  batchProgressSchema,
  targetFinishedSchema,
  tenantsAnswerSchema,
} from '@contracts/groupCenter/groupCenter';
import { REF_ANSWERS } from '@contracts/references/refRecord';
import { currentStaffSchema } from '@contracts/organization/currentStaff';
import type { AnswerContracts } from './answerContract';
import { ENGLISH_NAME_OPTIONAL } from './lookupNotSent';

/**
 * The admin modules' routes: rules, fee rules, organization reads, extensions, group center.
 */
export const MODULES_ADMIN_ANSWERS: AnswerContracts = {
  'POST /api/v1/flow/smallComponentConfig': { schemas: [savedDisplayRuleSchema] },
  'POST /api/v1/flow/smallComponentConfig/search': { schemas: [displayRulesPageSchema] },
  'PUT /api/v1/flow/smallComponentConfig/:id': {
    noJson: 'the admin page reads only the status of a deactivation and searches again',
  },
  'GET /api/v1/flow/smallComponentConfig/getSmallComponentConfig': {
    schemas: [billBlocksAnswerSchema],
  },
  'GET /api/v1/flow/smallComponentConfig/getSpecificationIds': {
    schemas: [ruleSpecificationIdsSchema],
  },
  'GET /api/v1/flow/specificationGroups': { schemas: [specificationGroupsAnswerSchema] },
  'GET /api/form/v2/references/list': { schemas: [feeAssignmentRulesAnswerSchema] },
  'GET /api/form/v2/references/:id': { schemas: [feeAssignmentRuleAnswerSchema] },
  'POST /api/form/v2/references/create': {
    noJson: 'the admin page reads only the status of a create and lists the rules again',
  },
  'PUT /api/form/v2/references/:id': {
    noJson: 'the admin page reads only the status of an update and lists the rules again',
  },
  'GET /api/v1/organization/departments': {
    schemas: [adminDepartmentsAnswerSchema, REF_ANSWERS.named],
    notSent: { 'items[].enName': ENGLISH_NAME_OPTIONAL },
  },
  'GET /api/v1/extension/instances': { schemas: [extensionInstancesAnswerSchema] },
  'PUT /api/v1/extension/instances/:id/cap': { schemas: [savedExtensionInstanceSchema] },
  // Read by the shell too: this entry (the modules' area owns shared routes) carries its schemas,
  // and replaces the shell's entry of the same route in answerContracts.ts.
  'GET /api/v1/organization/staffs/actives': {
    schemas: [staffNamesSchema, staffChoicesAnswerSchema],
    notSent: {
      'items[].enName': 'the lab names its staff in Chinese only; the English name is optional',
    },
  },
  // The admin pages and the shell's sign-in (src/auth/loadCurrentStaff.ts) each read it.
  'GET /api/v1/organization/staffs/me': { schemas: [currentStaffRecordSchema, currentStaffSchema] },
  'GET /api/v1/group/center/permission/getTenants': { schemas: [tenantsAnswerSchema] },
  'POST /api/v1/group/center/batchDown': {
    noJson: 'the wizard reads only the status of a batch, then polls its progress',
  },
  'GET /api/v1/group/center/task/taskType/status/isFinished': { schemas: [targetFinishedSchema] },
  'GET /api/v1/group/center/task/batchTaskIsFinish': { schemas: [batchProgressSchema] },
  'PUT /api/v1/group/center/share/permission/add': {
    noJson: 'the share dialog reads only the status of the grant',
  },
};
