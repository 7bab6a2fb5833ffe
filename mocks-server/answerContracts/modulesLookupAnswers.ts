import { REF_ANSWERS } from '@contracts/references/refRecord';
import { uploadedFileSchema } from '@contracts/upload/uploadedFile';
import { uploadTargetSchema } from '@contracts/upload/uploadTarget';
import type { AnswerContracts } from './answerContract';
import { ENGLISH_NAME_OPTIONAL } from './lookupNotSent';

/**
 * The ref pickers' lookup paths and the upload's routes.
 */
export const MODULES_LOOKUP_ANSWERS: AnswerContracts = {
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
  'GET /api/v1/attachment/attachments/token': { schemas: [uploadTargetSchema] },
  'POST /api/v1/attachment/attachments/uploadFile': { schemas: [uploadedFileSchema] },
  // The lab's stand-ins for the tenant's own storage, reached by the upload target's addresses.
  'POST /__lab/form-store/upload': { schemas: [uploadedFileSchema] },
  'PUT /__lab/object-store/:bucket/*key': {
    noJson: 'a stored object: the upload reads only the status and the ETag header',
  },
  'POST /__lab/object-store/:bucket/*key': {
    noJson: 'the OSS SDK posts a part and reads its own XML answer',
  },
  'GET /__lab/object-store/:bucket/*key': { noJson: 'a stored file, shown or downloaded' },
  'GET /__lab/preview/view/url': { noJson: "the document previewer's page, opened in a frame" },
  'GET /api/v1/attachment/attachments/files/:id': {
    noJson: 'a stored file: the bills module downloads it as a blob',
  },
};
