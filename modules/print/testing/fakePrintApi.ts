import type { PaperStep } from '../api';
import type { ListPage, PaperTask, PrintBill, PrintConfig, PrintTemplate } from '../types';

const unscripted = (what: string) => () => Promise.reject(new Error(`no ${what} scripted`));
const empty = <T>(): Promise<ListPage<T>> => Promise.resolve({ items: [], count: 0 });

/** A PrintApi whose answers a test scripts; every call is recorded (no axios mocking). */
export function fakePrintApi() {
  return {
    searchBills: jest.fn<Promise<ListPage<PrintBill>>, [unknown, unknown?]>(() => empty()),
    searchPaperTasks: jest.fn<Promise<ListPage<PaperTask>>, [unknown, unknown?]>(() => empty()),
    getBill: jest.fn<Promise<PrintBill>, [string]>(unscripted('bill')),
    listTemplates: jest.fn<Promise<PrintTemplate[]>, []>(() => Promise.resolve([])),
    listStaffNames: jest.fn(() => Promise.resolve(new Map<string, string>())),
    print: jest.fn<Promise<PrintBill>, [string, PrintConfig]>(unscripted('print')),
    remind: jest.fn<Promise<PrintBill>, [string]>(unscripted('remind')),
    paperStep: jest.fn<Promise<PrintBill>, [string, PaperStep]>(unscripted('paper step')),
  };
}

export type FakePrintApi = ReturnType<typeof fakePrintApi>;
