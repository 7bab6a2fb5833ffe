import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { record, requiredId, text } from '@contracts/core/fields';
import { listOf } from '@contracts/core/listOf';
import express from 'express';
import type { AnswerContracts } from './answerContract';
import { AnswerCheck } from './AnswerCheck';

const staffList = record({ items: listOf('items', record({ id: requiredId, name: text() })) });

async function serve(contracts: AnswerContracts) {
  const app = express();
  const check = new AnswerCheck(app, contracts);
  app.use(check.middleware);
  app.use('/stub', (_req, res) => {
    res.json({ items: 'a stub answered this, not the route' });
  });
  const api = express.Router();
  api.get('/staffs', (req, res) => {
    res.json({ items: [{ id: 's1', name: 'Li' }, ...(req.query.bad ? [{ name: 'no id' }] : [])] });
  });
  api.get('/kept', (_req, res) => {
    res.type('json').send(Buffer.from(JSON.stringify({ items: [{ name: 'no id' }] })));
  });
  api.get('/refused', (req, res) => {
    const error = req.query.bad ? { code: 'error:x', message: 42 } : { code: 'x', message: 'no' };
    res.status(400).json({ error });
  });
  app.use('/api', api);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // node:http, not fetch: Node's fetch sends Sec-Fetch-Mode on its own, as a browser does.
  const call = (path: string, fromPage = true) =>
    new Promise<void>((resolve, reject) => {
      const headers = fromPage ? { 'Sec-Fetch-Mode': 'cors' } : {};
      get(origin + path, { headers }, (res) => res.resume().on('end', resolve)).on('error', reject);
    });
  return { check, call, close: () => server.close() };
}

describe('the lab checking the answers the app’s pages get', () => {
  const contracts: AnswerContracts = { 'GET /api/staffs': { schemas: [staffList] } };

  it('counts each answer of a route the page called, and passes a good one', async () => {
    const lab = await serve(contracts);
    try {
      await lab.call('/api/staffs');
      const report = lab.check.report();
      expect(report.answered).toEqual({ 'GET /api/staffs': 1 });
      expect(report.reached['GET /api/staffs']).toEqual([true]);
      expect(report.violations).toEqual([]);
    } finally {
      lab.close();
    }
  });

  it('reports an entry the contract would drop, naming the route, the path and the field', async () => {
    const lab = await serve(contracts);
    try {
      await lab.call('/api/staffs?bad=1');
      expect(lab.check.report().violations).toEqual([
        expect.stringMatching(
          /^GET \/api\/staffs \(reader 1\) \/api\/staffs: items\[1\] dropped: id/,
        ),
      ]);
    } finally {
      lab.close();
    }
  });

  it('reads a body the route serialised itself, as routes that keep a sent body do', async () => {
    const lab = await serve({ 'GET /api/kept': { schemas: [staffList] } });
    try {
      await lab.call('/api/kept');
      expect(lab.check.report().answered).toEqual({ 'GET /api/kept': 1 });
      expect(lab.check.report().violations).toEqual([
        expect.stringMatching(/^GET \/api\/kept \(reader 1\) \/api\/kept: items\[0\] dropped: id/),
      ]);
    } finally {
      lab.close();
    }
  });

  it('holds a reader only to the answers of the requests it reads', async () => {
    const lab = await serve({
      'GET /api/staffs': {
        schemas: [{ schema: staffList, when: ({ query }) => !(query as { bad?: string }).bad }],
      },
    });
    try {
      await lab.call('/api/staffs?bad=1');
      expect(lab.check.report()).toMatchObject({
        violations: [],
        reached: { 'GET /api/staffs': [false] },
      });
    } finally {
      lab.close();
    }
  });

  it('leaves out a test’s own calls and answers no route handler wrote', async () => {
    const lab = await serve(contracts);
    try {
      await lab.call('/api/staffs?bad=1', false);
      await lab.call('/stub');
      expect(lab.check.report()).toEqual({ answered: {}, violations: [], reached: {} });
    } finally {
      lab.close();
    }
  });

  it('judges a failed answer by the failed answers’ contract, whatever the route', async () => {
    const lab = await serve(contracts);
    try {
      await lab.call('/api/refused');
      expect(lab.check.report().violations).toEqual([]);
      await lab.call('/api/refused?bad=1');
      expect(lab.check.report().violations).toEqual([
        expect.stringMatching(/^GET \/api\/refused \(failed answer\): /),
      ]);
    } finally {
      lab.close();
    }
  });
});
