import { REF_ANSWERS, type RefSelection } from '@contracts/references/refRecord';
import { uploadedFileSchema } from '@contracts/upload/uploadedFile';
import { uploadTargetSchema } from '@contracts/upload/uploadTarget';
import {
  ENGLISH_NAME_OPTIONAL,
  ENGLISH_NAMED_LOOKUPS,
} from '../../../../../mocks-server/answerContracts/lookupNotSent';
import { getJson, type ContractCase } from '../describeContractCases';

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
const pickerCases: ContractCase[] = LOOKUPS.map(([path, selection]) => ({
  route: `GET ${path} (ref picker)`,
  schema: REF_ANSWERS[selection],
  notSent: LOOKUP_NOT_SENT[path],
  answers: async (http) => [await getJson(http, path, { search: '', limit: 100 })],
}));

/** The ref pickers' lookups, and the upload's token and file answers. */
export const lookupCases: ContractCase[] = [
  ...pickerCases,
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
];
