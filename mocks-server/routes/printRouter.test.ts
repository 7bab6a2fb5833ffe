import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockState } from '../data/MockState';
import { seedData } from '../data/seedData';
import { bodyParsers } from '../http/bodyParsers';
import { PRINT_TEMPLATES, printRouter } from './printRouter';

const NOW = new Date('2026-11-21T01:00:00Z');
const SEARCH = '/api/v1/print/flows/search';

describe('the print center routes', () => {
  let state: MockState;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    state = seedData(7, NOW);
    const app = express();
    app.use(bodyParsers());
    app.use('/api', printRouter({ state: () => state }));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function search(body: unknown) {
    const response = await fetch(`${base}${SEARCH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const groupBills = () =>
    state.bills.filter((bill) => bill.corporationId === state.currentCorporationId);

  it('lists every printable bill of the corporation, whoever submitted it', async () => {
    const { status, body } = await search({ limit: { start: 0, count: 1000 } });
    const printable = groupBills().filter(
      (bill) => !['draft', 'pending', 'nullify'].includes(bill.state),
    );
    expect(status).toBe(200);
    expect(body.count).toBe(printable.length);
    const submitters = new Set(printable.map((bill) => bill.form.submitterId));
    expect(submitters.size).toBeGreaterThan(1);
  });

  it('filters on the print state and the paper receipt state', async () => {
    const { body } = await search({
      filterBy: 'printState.in("noPrint", "printed") && form.receiptState == "NOT_RECEIVED"',
      limit: { start: 0, count: 1000 },
    });
    const expected = groupBills().filter(
      (bill) =>
        ['noPrint', 'printed'].includes(bill.printState) &&
        bill.form.receiptState === 'NOT_RECEIVED' &&
        !['draft', 'pending', 'nullify'].includes(bill.state),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect((body.items as { id: string }[]).map((item) => item.id).sort()).toEqual(
      expected.map((bill) => bill.id).sort(),
    );
  });

  it('expands the last printer into the staff record when asked', async () => {
    const { body } = await search({ filterBy: 'printCount.in(1, 2)', dims: 'lastPrinter' });
    const first = (body.items as { lastPrinter: { name?: string } }[])[0];
    expect(typeof first.lastPrinter.name).toBe('string');
  });

  it('answers a broken query with a 400 naming the problem', async () => {
    const { status, body } = await search({ filterBy: 'printState ==' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'error:lab:bad-query' });
  });

  it('offers the print templates', async () => {
    const response = await fetch(`${base}/api/v1/print/templates`);
    const body = (await response.json()) as { items: { id: string }[] };
    expect(body.items.map((item) => item.id)).toEqual(PRINT_TEMPLATES.map((item) => item.id));
  });
});
