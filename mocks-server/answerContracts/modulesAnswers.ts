import { approvalBillAnswerSchema } from '@contracts/approval/approvalBill';
import { bulkAgreeAnswerSchema } from '@contracts/approval/bulkAgree';
import { billLinesAnswerSchema, requisitionsAnswerSchema } from '@contracts/bills/requisition';
import { approvalTaskSchema } from '@contracts/approval/approvalTask';
import { billAnswerSchema } from '@contracts/bills/billDetail';
import { billSummarySchema } from '@contracts/bills/billSummary';
import { feeTypeSchema, specificationSchema } from '@contracts/bills/specification';
import { pageOf } from '@contracts/core/page';
import { invoiceChecksAnswerSchema } from '@contracts/invoices/invoiceCheck';
import { walletAnswerSchema, walletKeptAnswerSchema } from '@contracts/invoices/walletInvoice';
import {
  paperTasksPageSchema,
  printBillAnswerSchema,
  printBillsPageSchema,
  printTemplatesAnswerSchema,
} from '@contracts/print/printBill';
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
import { uploadedFileSchema } from '@contracts/upload/uploadedFile';
import { uploadTargetSchema } from '@contracts/upload/uploadTarget';
import { resourcesAnswerSchema } from '@contracts/resources/resource';
import { dataLinksAnswerSchema } from '@contracts/relations/dataLink';
import { supplierProgressAnswerSchema } from '@contracts/relations/supplierProgress';
import { tripsAnswerSchema } from '@contracts/relations/trip';
import type { AnswerContracts } from './answerContract';
import { ENGLISH_NAME_OPTIONAL } from './lookupNotSent';
import { printListNotSent, SAMPLING_NOT_SENT } from './printNotSent';

/** The routes the micro-applications in `modules/` read. */
export const MODULES_ANSWERS: AnswerContracts = {
  // The bills list, and the fee import's requisitions.
  'POST /api/v1/flow/flows/my/search': {
    schemas: [pageOf('items', billSummarySchema), requisitionsAnswerSchema],
  },
  // The bills, approval and print modules read one bill each their way; the fee import its lines.
  'GET /api/v1/flow/flows/:id': {
    schemas: [
      billAnswerSchema,
      approvalBillAnswerSchema,
      printBillAnswerSchema,
      billLinesAnswerSchema,
    ],
    notSent: { 'value.sampling': SAMPLING_NOT_SENT },
  },
  // The bills' and admin's readers, and the ref pickers (REF_ANSWERS) for every lookup path.
  'GET /api/form/v1/specificationVersions': {
    schemas: [pageOf('items', specificationSchema), REF_ANSWERS.named],
    notSent: {
      'items[].enName':
        'the lab names its bill types in Chinese only; the English name is optional',
    },
  },
  'GET /api/v1/form/feeTypes': {
    schemas: [pageOf('items', feeTypeSchema), REF_ANSWERS.named],
    notSent: { 'items[].enName': ENGLISH_NAME_OPTIONAL },
  },
  // The approval module reads its tasks, the print module its paper steps.
  'POST /api/v1/flow/backlogs/search': {
    schemas: [pageOf('items', approvalTaskSchema), paperTasksPageSchema],
    notSent: printListNotSent('items[].flow'),
  },
  'POST /api/v1/print/flows/search': {
    schemas: [printBillsPageSchema],
    notSent: printListNotSent('items[]'),
  },
  'GET /api/v1/print/templates': { schemas: [printTemplatesAnswerSchema] },
  'GET /api/v1/flow/flows/:id/trips': { schemas: [tripsAnswerSchema] },
  'GET /api/v1/flow/flows/:id/resources': { schemas: [resourcesAnswerSchema] },
  'GET /api/v1/flow/flows/:id/dataLinks': { schemas: [dataLinksAnswerSchema] },
  'GET /api/v1/flow/flows/:id/supplierProgress': { schemas: [supplierProgressAnswerSchema] },
  'POST /api/v1/invoice/checks': { schemas: [invoiceChecksAnswerSchema] },
  'GET /api/v1/invoice/wallet': { schemas: [walletAnswerSchema] },
  'POST /api/v1/invoice/wallet': { schemas: [walletKeptAnswerSchema] },
  'DELETE /api/v1/invoice/wallet/:id': { noJson: 'an empty 204; the app reads only the status' },
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
  'GET /api/v1/organization/staffs': { schemas: [REF_ANSWERS.staff] },
  'GET /api/pay/v1/accounts': { schemas: [REF_ANSWERS.bankAccount] },
  'GET /api/v1/form/payees': { schemas: [REF_ANSWERS.bankAccount] },
  'GET /api/v1/basedata/cities': { schemas: [REF_ANSWERS.named] },
  'GET /api/v1/basedata/dimensionItems': {
    schemas: [REF_ANSWERS.named],
    notSent: { 'items[].enName': ENGLISH_NAME_OPTIONAL },
  },
  'GET /api/v1/basedata/enumItems': {
    schemas: [REF_ANSWERS.named],
    notSent: { 'items[].enName': ENGLISH_NAME_OPTIONAL },
  },
  'GET /api/v1/basedata/settlements': {
    schemas: [REF_ANSWERS.settlement],
    notSent: { 'items[].enName': ENGLISH_NAME_OPTIONAL },
  },
  'GET /api/v1/datalink/dataLinks': {
    schemas: [REF_ANSWERS.named],
    notSent: { 'items[].enName': ENGLISH_NAME_OPTIONAL },
  },
  'GET /api/v1/flow/requisitionInfos': {
    schemas: [REF_ANSWERS.named],
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
  // The shell's reader (src/auth/loadCurrentStaff.ts) adds its schema here once it has one.
  'GET /api/v1/organization/staffs/me': { schemas: [currentStaffRecordSchema] },
  'GET /api/v1/group/center/permission/getTenants': { schemas: [tenantsAnswerSchema] },
  'POST /api/v1/group/center/batchDown': {
    noJson: 'the wizard reads only the status of a batch, then polls its progress',
  },
  'GET /api/v1/group/center/task/taskType/status/isFinished': { schemas: [targetFinishedSchema] },
  'GET /api/v1/group/center/task/batchTaskIsFinish': { schemas: [batchProgressSchema] },
  'PUT /api/v1/group/center/share/permission/add': {
    noJson: 'the share dialog reads only the status of the grant',
  },
  'GET /api/v1/attachment/attachments/token': { schemas: [uploadTargetSchema] },
  'POST /api/v1/attachment/attachments/uploadFile': { schemas: [uploadedFileSchema] },
  'GET /api/v1/attachment/attachments/files/:id': {
    noJson: 'a stored file: the bills module downloads it as a blob',
  },
  // A bill's writes answer the bill: the bills module reads drafts, the approval and print
  // modules their verbs (approve, pay, print, send, receive…).
  'POST /api/v1/flow/flows': { schemas: [billAnswerSchema] },
  'PUT /api/v1/flow/flows/:id': { schemas: [billAnswerSchema] },
  'POST /api/v1/flow/flows/:id/copy': { schemas: [billAnswerSchema] },
  'POST /api/v1/flow/flows/:id/:verb': {
    schemas: [billAnswerSchema, approvalBillAnswerSchema, printBillAnswerSchema],
    notSent: { 'value.sampling': SAMPLING_NOT_SENT },
  },
  'DELETE /api/v1/flow/flows/:id': { noJson: 'the draft is gone: the app reads only the status' },
  'POST /api/v1/flow/flows/approve/batch': { schemas: [bulkAgreeAnswerSchema] },
};
