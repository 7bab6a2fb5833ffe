import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { HttpClient } from '@shell/http';
import { createPrintApi, PRINT_API_PATHS, PrintAnswerError } from './api';
import { wireBill } from './testing/printFixtures';

/** A transport that answers from a script and records what was sent; axios itself is real. */
function scriptedHttp(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  const http = { axios: axios.create({ baseURL: '/api', adapter }) } as unknown as HttpClient;
  return { api: createPrintApi(http), sent };
}

const bodyOf = (config: InternalAxiosRequestConfig) => JSON.parse(String(config.data)) as unknown;

describe('createPrintApi', () => {
  it('posts the print verb with the config and reads the bill answered', async () => {
    const { api, sent } = scriptedHttp(() => ({ value: wireBill({ printCount: 1 }) }));
    const bill = await api.print('bill-1', { printTemplateId: 'cover', isPrintInvoice: true });
    expect(sent[0]).toMatchObject({ method: 'post', url: '/v1/flow/flows/bill-1/print' });
    expect(bodyOf(sent[0])).toEqual({ printTemplateId: 'cover', isPrintInvoice: true });
    expect(bill.printCount).toBe(1);
  });

  it('sends each paper step as the verbs expect', async () => {
    const { api, sent } = scriptedHttp(() => ({ value: wireBill() }));
    await api.paperStep('b', { verb: 'express', expressNo: 'SF1' });
    await api.paperStep('b', { verb: 'express', skip: true });
    await api.paperStep('b', { verb: 'receive' });
    await api.paperStep('b', { verb: 'receive', exception: '缺发票' });
    await api.remind('b');
    expect(sent.map((config) => [config.url, bodyOf(config)])).toEqual([
      ['/v1/flow/flows/b/express', { expressNo: 'SF1' }],
      ['/v1/flow/flows/b/express', { skip: true }],
      ['/v1/flow/flows/b/receive', {}],
      ['/v1/flow/flows/b/receive', { exception: '缺发票' }],
      ['/v1/flow/flows/b/remindPrint', {}],
    ]);
  });

  it('asks for the bill with its submitter, last printer and department expanded', async () => {
    const { api, sent } = scriptedHttp(() => ({ value: wireBill() }));
    await api.getBill('a/b');
    expect(sent[0].url).toBe(PRINT_API_PATHS.bill('a/b'));
    expect(sent[0].params).toEqual({ dims: 'form.submitterId,lastPrinter,form.expenseDepartment' });
  });

  it('keeps the usable items of a list and rejects an answer without items', async () => {
    const { api } = scriptedHttp((config) =>
      config.url === PRINT_API_PATHS.bills
        ? { items: [wireBill(), { id: '' }], count: 3 }
        : { nothing: true },
    );
    const page = await api.searchBills({ limit: { start: 0, count: 10 } });
    expect([page.items.length, page.count]).toEqual([1, 3]);
    await expect(api.searchPaperTasks({ limit: { start: 0, count: 10 } })).rejects.toBeInstanceOf(
      PrintAnswerError,
    );
  });

  it('reads templates named per locale or once for both', async () => {
    const { api } = scriptedHttp(() => ({
      items: [
        { id: 'a', name: { 'zh-CN': '标准', 'en-US': 'Standard' } },
        { id: 'b', name: '封面' },
        {},
      ],
    }));
    expect(await api.listTemplates()).toEqual([
      { id: 'a', name: { 'zh-CN': '标准', 'en-US': 'Standard' } },
      { id: 'b', name: { 'zh-CN': '封面', 'en-US': '封面' } },
    ]);
  });
});
