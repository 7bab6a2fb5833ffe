import { callJson } from '../bills/testing/callJson';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

describe('the ref lookups', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date('2026-11-21T01:00:00Z') });
  });

  afterAll(() => server.close());

  describe('when the query is wrong', () => {
    it('answers 400 error:lab:unknown-entity for an entity the path does not serve', async () => {
      const { status, body } = await callJson(
        server,
        '/api/v1/basedata/enumItems?search=a&entity=basedata.Enum.Nope',
      );
      expect(status).toBe(400);
      expect(body.error?.code).toBe('error:lab:unknown-entity');
      expect(body.error?.message).toContain('basedata.Enum.InvoiceType');
    });

    it('answers 400 error:lab:unknown-entity for an entity of another path', async () => {
      const { status } = await callJson(server, '/api/v1/form/payees?search=a&entity=flow.FeeType');
      expect(status).toBe(400);
    });

    it('answers 400 error:lab:bad-query for a limit out of range', async () => {
      const { status, body } = await callJson(server, '/api/v1/form/payees?search=a&limit=5000');
      expect(status).toBe(400);
      expect(body.error?.code).toBe('error:lab:bad-query');
    });
  });
});
