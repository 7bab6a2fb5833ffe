import { invoiceChecksAnswerSchema } from '@contracts/invoices/invoiceCheck';
import { walletAnswerSchema, walletKeptAnswerSchema } from '@contracts/invoices/walletInvoice';
import {
  adminDepartmentsAnswerSchema,
  currentStaffRecordSchema,
  staffChoicesAnswerSchema,
} from '@contracts/admin/adminOrganization';
import { bulkAgreeAnswerSchema } from '@contracts/approval/bulkAgree';
import { approvalTaskSchema } from '@contracts/approval/approvalTask';
import { pageOf } from '@contracts/core/page';
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
import {
  batchProgressSchema,
  targetFinishedSchema,
  tenantsAnswerSchema,
} from '@contracts/groupCenter/groupCenter';
import {
  extensionInstancesAnswerSchema,
  savedExtensionInstanceSchema,
} from '@contracts/extensions/extensionInstance';
import {
  paperTasksPageSchema,
  printBillAnswerSchema,
  printBillsPageSchema,
  printTemplatesAnswerSchema,
} from '@contracts/print/printBill';
import { createListQuery } from '@shell/query';
import { dataLinksAnswerSchema } from '@contracts/relations/dataLink';
import { supplierProgressAnswerSchema } from '@contracts/relations/supplierProgress';
import { REF_ANSWERS, type RefSelection } from '@contracts/references/refRecord';
import { uploadedFileSchema } from '@contracts/upload/uploadedFile';
import { uploadTargetSchema } from '@contracts/upload/uploadTarget';
import { resourcesAnswerSchema } from '@contracts/resources/resource';
import { tripsAnswerSchema } from '@contracts/relations/trip';
import type { HttpClient } from '@shell/http';
import type { MockServer } from '../../../../mocks-server';
import { sampleInvoicesOf } from '../../../../mocks-server/invoices/sampleInvoices';
import { MODULES_ANSWERS } from '../../../../mocks-server/answerContracts/modulesAnswers';
import { SHELL_ANSWERS } from '../../../../mocks-server/answerContracts/shellAnswers';
import {
  ENGLISH_NAME_OPTIONAL,
  ENGLISH_NAMED_LOOKUPS,
} from '../../../../mocks-server/answerContracts/lookupNotSent';
import {
  printListNotSent,
  SAMPLING_NOT_SENT,
} from '../../../../mocks-server/answerContracts/printNotSent';
import {
  describeContractCases,
  getJson,
  ownBills,
  postJson,
  type ContractCase,
} from './describeContractCases';

jest.setTimeout(30_000);

/** Enough bills to meet every form type the seed has, few enough for a quick test. */
const BILLS = 60;

/** One answer of `suffix` (trips, dataLinks…) per bill of the signed-in staff's corporation. */
const perBill =
  (suffix: string) =>
  (http: HttpClient, mock: MockServer): Promise<unknown[]> =>
    Promise.all(
      ownBills(mock)
        .slice(0, BILLS)
        .map((bill) => getJson(http, `/v1/flow/flows/${encodeURIComponent(bill.id)}/${suffix}`)),
    );

/** The lab's sample invoices of the signed-in staff's corporation, as the app sends invoices. */
const sampleInputs = (mock: MockServer) =>
  sampleInvoicesOf(mock.state, mock.state.currentCorporationId).map(({ printed }) => ({
    invoiceType: printed.invoiceType,
    invoiceCode: printed.invoiceCode,
    invoiceNumber: printed.invoiceNumber,
    amount: printed.amount,
    issueDate: printed.issueDate,
    checkCode: printed.checkCode,
  }));

const keptInvoices = new WeakMap<MockServer, Promise<unknown[]>>();
/** A photo of the invoice, as the uploader's attachment (the wallet keeps whatever it is given). */
const photoOf = (index: number) => ({
  fileId: { id: `photo-${index}`, key: `k${index}`, url: `/files/${index}`, thumbUrl: '' },
  fileName: `invoice-${index}.png`,
});

/** The wallet starts empty: each sample is kept once, every other one with its photo. */
function keepSamples(http: HttpClient, mock: MockServer): Promise<unknown[]> {
  const kept =
    keptInvoices.get(mock) ??
    Promise.all(
      sampleInputs(mock).map((invoice, index) =>
        postJson(http, '/v1/invoice/wallet', {
          invoice,
          ...(index % 2 === 0 ? { file: photoOf(index) } : {}),
        }),
      ),
    );
  keptInvoices.set(mock, kept);
  return kept;
}

const printBills = (http: HttpClient) =>
  postJson(http, '/v1/print/flows/search', createListQuery().page(1, 100).toBody());

/** The paper lists of the signed-in staff: to send, and to receive. */
const paperTasks = (http: HttpClient) =>
  Promise.all(
    [['SENDING'], ['RECEIVING', 'RECEIVING_EXCEP']].map((states) =>
      postJson(
        http,
        '/v1/flow/backlogs/search',
        createListQuery().in('state', states).page(1, 100).toBody(),
      ),
    ),
  );

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

const GROUP = '/v1/group/center';
const TASK = { taskType: 'PERMISSION' };
const batches = new WeakMap<MockServer, Promise<string[]>>();
/** One permission batch to every subsidiary, sent once per server; its target ids. */
function distribute(http: HttpClient, mock: MockServer): Promise<string[]> {
  const sent =
    batches.get(mock) ??
    (async () => {
      const tenants = await getJson(http, `${GROUP}/permission/getTenants`, {
        model: 'PERMISSION',
      });
      const targetCorpIds = parse(tenantsAnswerSchema, tenants).items.map(
        (tenant) => tenant.corporationId,
      );
      const body = { targetCorpIds, permissions: [{ name: 'FEE_TYPE', auth: true }] };
      await http.axios.post(`${GROUP}/batchDown`, body, { params: TASK });
      return targetCorpIds;
    })();
  batches.set(mock, sent);
  return sent;
}

/** A ref picker's lookup paths and the selection list each answers with. */
const LOOKUPS: [string, RefSelection][] = [
  ['/v1/organization/staffs', 'staff'],
  ['/v1/organization/departments', 'named'],
  ['/pay/v1/accounts', 'bankAccount'],
  ['/v1/form/payees', 'bankAccount'],
  ['/form/v1/specificationVersions', 'named'],
  ['/v1/form/feeTypes', 'named'],
  ['/v1/basedata/dimensionItems', 'named'],
  ['/v1/basedata/enumItems', 'named'],
  ['/v1/basedata/cities', 'named'],
  ['/v1/basedata/settlements', 'settlement'],
  ['/v1/datalink/dataLinks', 'named'],
  ['/v1/flow/requisitionInfos', 'named'],
];

/** The lab names these archives in Chinese only: the picker's English label is optional. */
const NO_EN_NAME = { 'items[].enName': ENGLISH_NAME_OPTIONAL };
const LOOKUP_NOT_SENT: Partial<Record<string, Record<string, string>>> = Object.fromEntries(
  LOOKUPS.filter(([path]) => !ENGLISH_NAMED_LOOKUPS.includes(path)).map(([path]) => [
    path,
    NO_EN_NAME,
  ]),
);

/** A picker's search of every record of the path, as the app asks it (without an entity). */
const lookupCases: ContractCase[] = LOOKUPS.map(([path, selection]) => ({
  route: `GET ${path} (ref picker)`,
  schema: REF_ANSWERS[selection],
  notSent: LOOKUP_NOT_SENT[path],
  answers: async (http) => [await getJson(http, path, { search: '', limit: 100 })],
}));

/** The modules' routes (modulesAnswers.ts), their answers read in-process. */
const CASES: ContractCase[] = [
  {
    route: 'GET /v1/flow/flows/:id/trips',
    schema: tripsAnswerSchema,
    answers: perBill('trips'),
  },
  {
    route: 'GET /v1/flow/flows/:id/dataLinks',
    schema: dataLinksAnswerSchema,
    answers: perBill('dataLinks'),
  },
  {
    route: 'GET /v1/flow/flows/:id/supplierProgress',
    schema: supplierProgressAnswerSchema,
    answers: perBill('supplierProgress'),
  },
  {
    route: 'GET /v1/flow/flows/:id/resources',
    schema: resourcesAnswerSchema,
    answers: perBill('resources'),
  },
  {
    route: 'POST /v1/invoice/checks',
    schema: invoiceChecksAnswerSchema,
    answers: async (http, mock) => [
      await postJson(http, '/v1/invoice/checks', { billId: null, invoices: sampleInputs(mock) }),
    ],
  },
  {
    route: 'POST /v1/invoice/wallet',
    schema: walletKeptAnswerSchema,
    answers: keepSamples,
  },
  {
    route: 'GET /v1/invoice/wallet',
    schema: walletAnswerSchema,
    answers: async (http, mock) => {
      await keepSamples(http, mock);
      return [await getJson(http, '/v1/invoice/wallet')];
    },
  },
  {
    route: 'POST /v1/print/flows/search',
    schema: printBillsPageSchema,
    notSent: printListNotSent('items[]'),
    answers: async (http) => [await printBills(http)],
  },
  {
    route: 'GET /v1/print/templates',
    schema: printTemplatesAnswerSchema,
    answers: async (http) => [await getJson(http, '/v1/print/templates')],
  },
  {
    route: 'POST /v1/flow/backlogs/search',
    schema: paperTasksPageSchema,
    notSent: printListNotSent('items[].flow'),
    answers: paperTasks,
  },
  {
    route: 'GET /v1/flow/flows/:id',
    schema: printBillAnswerSchema,
    notSent: { 'value.sampling': SAMPLING_NOT_SENT },
    answers: async (http) => {
      const { items } = parse(printBillsPageSchema, await printBills(http));
      const dims = 'form.submitterId,lastPrinter,form.expenseDepartment';
      return Promise.all(
        items
          .slice(0, BILLS)
          .map((bill) => getJson(http, `/v1/flow/flows/${encodeURIComponent(bill.id)}`, { dims })),
      );
    },
  },
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
  {
    route: 'GET /v1/organization/departments',
    schema: adminDepartmentsAnswerSchema,
    answers: async (http) => [await getJson(http, '/v1/organization/departments')],
  },
  {
    route: 'GET /v1/organization/staffs/actives',
    schema: staffChoicesAnswerSchema,
    notSent: {
      'items[].enName': 'the lab names its staff in Chinese only; the English name is optional',
    },
    answers: async (http) => [await getJson(http, '/v1/organization/staffs/actives')],
  },
  {
    route: 'GET /v1/organization/staffs/me',
    schema: currentStaffRecordSchema,
    answers: async (http) => [await getJson(http, '/v1/organization/staffs/me')],
  },
  {
    route: 'GET /v1/extension/instances',
    schema: extensionInstancesAnswerSchema,
    answers: async (http) => [await getJson(http, '/v1/extension/instances')],
  },
  {
    route: 'PUT /v1/extension/instances/:id/cap',
    schema: savedExtensionInstanceSchema,
    answers: async (http) => {
      const list = await getJson(http, '/v1/extension/instances');
      const limited = parse(extensionInstancesAnswerSchema, list).items.filter(
        (instance) => instance.management === 'LIMITED',
      );
      return Promise.all(
        limited.map(async (instance) => {
          const url = `/v1/extension/instances/${encodeURIComponent(instance.id)}/cap`;
          return (await http.axios.put<unknown>(url, { cap: instance.usedCount + 5 })).data;
        }),
      );
    },
  },
  {
    route: 'GET /v1/group/center/permission/getTenants',
    schema: tenantsAnswerSchema,
    answers: async (http) => [
      await getJson(http, `${GROUP}/permission/getTenants`, { model: 'PERMISSION' }),
    ],
  },
  {
    route: 'GET /v1/group/center/task/taskType/status/isFinished',
    schema: targetFinishedSchema,
    answers: async (http, mock) => {
      const targets = await distribute(http, mock);
      return Promise.all(
        targets.map((targetCorpId) =>
          getJson(http, `${GROUP}/task/taskType/status/isFinished`, { ...TASK, targetCorpId }),
        ),
      );
    },
  },
  {
    route: 'GET /v1/group/center/task/batchTaskIsFinish',
    schema: batchProgressSchema,
    answers: async (http, mock) => {
      await distribute(http, mock);
      return [await getJson(http, `${GROUP}/task/batchTaskIsFinish`, TASK)];
    },
  },
  {
    route: 'GET /v1/attachment/attachments/token',
    schema: uploadTargetSchema,
    answers: async (http) => [await getJson(http, '/v1/attachment/attachments/token')],
  },
  {
    route: 'POST /v1/attachment/attachments/uploadFile',
    schema: uploadedFileSchema,
    answers: async (http) => {
      const form = new FormData();
      form.append('key', 'lunch-1700000000000.txt');
      form.append('x:originalname', 'lunch.txt');
      form.append('file', new Blob(['a lunch receipt'], { type: 'text/plain' }), 'lunch.txt');
      return [(await http.axios.post<unknown>('/v1/attachment/attachments/uploadFile', form)).data];
    },
  },
  {
    route: 'POST /v1/flow/flows/approve/batch',
    schema: bulkAgreeAnswerSchema,
    answers: async (http) => {
      const backlog = await postJson(
        http,
        '/v1/flow/backlogs/search',
        createListQuery().page(1, 20).toBody(),
      );
      const ids = parse(pageOf('items', approvalTaskSchema), backlog).items.map(
        (task) => task.billId,
      );
      return [await postJson(http, '/v1/flow/flows/approve/batch', { ids, comment: '同意' })];
    },
  },
  ...lookupCases,
];

describe('the mock backend’s answers to the modules’ routes against their contracts', () => {
  it('checks each route with a schema the modules’ answer map names for it', () => {
    const unnamed = CASES.filter(({ route, schema }) => {
      const [method, path] = route.split(' ');
      const entry = MODULES_ANSWERS[`${method} /api${path}` as keyof typeof MODULES_ANSWERS];
      return !entry || !('schemas' in entry) || !entry.schemas.includes(schema);
    });
    expect(unnamed.map(({ route }) => route)).toEqual([]);
  });

  it('keeps the shell’s schemas of a route both read, since its entry here replaces the shell’s', () => {
    const shared = Object.entries(SHELL_ANSWERS).filter(([route]) => route in MODULES_ANSWERS);
    const lost = shared.filter(([route, shell]) => {
      const modules = MODULES_ANSWERS[route as keyof typeof MODULES_ANSWERS];
      const kept = modules && 'schemas' in modules ? modules.schemas : [];
      return shell && 'schemas' in shell && shell.schemas.some((schema) => !kept.includes(schema));
    });
    expect(lost.map(([route]) => route)).toEqual([]);
  });

  describeContractCases(CASES);
});
