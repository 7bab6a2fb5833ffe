import { answerOf as readAnswer, type AnswerSchema } from '@contracts/core/answerOf';
import type { HttpClient } from '@shell/http';
import type { ListQueryBody } from '@shell/query';
import type { LoadOptions } from '@shell/store';
import { staffNamesSchema } from '@contracts/organization/staff';
import {
  paperTasksPageSchema,
  printBillAnswerSchema,
  printBillsPageSchema,
  printTemplatesAnswerSchema,
} from '@contracts/print/printBill';
import type { ListPage, PaperTask, PrintBill, PrintConfig, PrintTemplate } from './types';

/** A paper step: mailed with a tracking number or skipped; received, or held with a reason. */
export type PaperStep =
  | { verb: 'express'; expressNo: string }
  | { verb: 'express'; skip: true }
  | { verb: 'receive' }
  | { verb: 'receive'; exception: string };

/** The print module's only HTTP seam (mocks-server/bills/README.md, routes/printRouter.ts). */
export interface PrintApi {
  /** Printable bills of the signed-in staff's corporation. */
  searchBills(body: ListQueryBody, options?: LoadOptions): Promise<ListPage<PrintBill>>;
  /** The signed-in staff's backlog, narrowed to paper steps by the body's filter. */
  searchPaperTasks(body: ListQueryBody, options?: LoadOptions): Promise<ListPage<PaperTask>>;
  getBill(id: string): Promise<PrintBill>;
  listTemplates(): Promise<PrintTemplate[]>;
  /** Names of the corporation's active staff by id. */
  listStaffNames(): Promise<Map<string, string>>;
  print(id: string, config: PrintConfig): Promise<PrintBill>;
  remind(id: string): Promise<PrintBill>;
  paperStep(id: string, step: PaperStep): Promise<PrintBill>;
}

export const PRINT_API_PATHS = {
  bills: '/v1/print/flows/search',
  backlog: '/v1/flow/backlogs/search',
  templates: '/v1/print/templates',
  staffs: '/v1/organization/staffs/actives',
  bill: (id: string) => `/v1/flow/flows/${encodeURIComponent(id)}`,
  verb: (id: string, verb: string) => `/v1/flow/flows/${encodeURIComponent(id)}/${verb}`,
} as const;

/** The answer was not the shape the contract promises. */
export class PrintAnswerError extends Error {
  override readonly name = 'PrintAnswerError';
}

const answerOf = <TSchema extends AnswerSchema>(schema: TSchema, body: unknown) =>
  readAnswer(schema, body, (message) => new PrintAnswerError(message));

const billOf = (body: unknown): PrintBill => answerOf(printBillAnswerSchema, body).value;

/** A read after a write goes to the server, never shared with an older identical one. */
const fresh = (options?: LoadOptions) => (options?.fresh ? { dedupe: false as const } : {});

function stepBody({ verb: _verb, ...body }: PaperStep): Record<string, unknown> {
  return body;
}

export function createPrintApi(http: HttpClient): PrintApi {
  const { axios } = http;
  const post = async (id: string, verb: string, body: object) =>
    billOf((await axios.post<unknown>(PRINT_API_PATHS.verb(id, verb), body)).data);
  return {
    async searchBills(body, options) {
      const { data } = await axios.post<unknown>(PRINT_API_PATHS.bills, body, fresh(options));
      return answerOf(printBillsPageSchema, data);
    },
    async searchPaperTasks(body, options) {
      const { data } = await axios.post<unknown>(PRINT_API_PATHS.backlog, body, fresh(options));
      return answerOf(paperTasksPageSchema, data);
    },
    async getBill(id) {
      const params = { dims: 'form.submitterId,lastPrinter,form.expenseDepartment' };
      return billOf((await axios.get<unknown>(PRINT_API_PATHS.bill(id), { params })).data);
    },
    async listTemplates() {
      const { data } = await axios.get<unknown>(PRINT_API_PATHS.templates);
      return answerOf(printTemplatesAnswerSchema, data).items;
    },
    async listStaffNames() {
      const { data } = await axios.get<unknown>(PRINT_API_PATHS.staffs);
      return answerOf(staffNamesSchema, data);
    },
    print: (id, config) => post(id, 'print', config),
    remind: (id) => post(id, 'remindPrint', {}),
    paperStep: (id, step) => post(id, step.verb, stepBody(step)),
  };
}
