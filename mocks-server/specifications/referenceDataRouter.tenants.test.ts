import { callJson } from '../bills/testing/callJson';
import type { MockState } from '../data/MockState';
import { LAB_TENANT_COOKIE } from '../routes/labTenantCookie';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';

const NOW = new Date('2026-11-21T01:00:00Z');

describe('the ref lookups across tenants', () => {
  let server: TestServer;
  let state: MockState;
  let group: string;
  let subsidiary: string;
  const asSubsidiary = () => ({ cookie: `${LAB_TENANT_COOKIE}=${subsidiary}` });

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
    state = server.mock.state;
    group = state.tenants[0].corporationId;
    subsidiary = state.tenants[1].corporationId;
  });

  afterAll(() => server.close());

  describe('when a subsidiary’s staff asks', () => {
    it('answers only the subsidiary’s records by search', async () => {
      const paths = [
        '/api/v1/form/feeTypes',
        '/api/v1/form/payees',
        '/api/pay/v1/accounts',
        '/api/v1/basedata/dimensionItems',
        '/api/v1/datalink/dataLinks',
        '/api/form/v1/specificationVersions',
        '/api/v1/organization/staffs',
      ];
      for (const path of paths) {
        const { body } = await callJson(server, `${path}?search=&limit=1000`, {
          headers: asSubsidiary(),
        });
        expect(body.count).toBeGreaterThan(0);
        const corporations = new Set(body.items?.map((item) => item.corporationId));
        expect({ path, corporations: [...corporations] }).toEqual({
          path,
          corporations: [subsidiary],
        });
      }
    });

    it('leaves the group’s ids out of an ids lookup', async () => {
      const ids = [`${group}:feeType:hotel`, `${subsidiary}:feeType:hotel`].join(',');
      const { body } = await callJson(server, `/api/v1/form/feeTypes?ids=${ids}`, {
        headers: asSubsidiary(),
      });
      expect(body.items?.map((item) => item.id)).toEqual([`${subsidiary}:feeType:hotel`]);
    });

    it('answers the group’s departments, which the subsidiary’s bills name', async () => {
      const bill = state.bills.find((each) => each.corporationId === subsidiary);
      const department = bill?.form.expenseDepartment;
      const { body } = await callJson(
        server,
        `/api/v1/organization/departments?ids=${department}`,
        {
          headers: asSubsidiary(),
        },
      );
      expect(body.items?.map((item) => item.id)).toEqual([department]);
    });

    it('names only the subsidiary’s data-link entities', async () => {
      const { body } = await callJson(server, '/api/v1/datalink/entities', {
        headers: asSubsidiary(),
      });
      expect(body.items?.map((item) => item.id)).toContain(
        `${subsidiary}:dataLinkEntity:privateCar`,
      );
      expect(body.items?.every((item) => item.corporationId === subsidiary)).toBe(true);
    });
  });

  describe('when the cookie names no tenant', () => {
    it('answers 400 error:lab:unknown-identity', async () => {
      const { status, body } = await callJson(server, '/api/v1/form/feeTypes?search=a', {
        headers: { cookie: `${LAB_TENANT_COOKIE}=nobody` },
      });
      expect(status).toBe(400);
      expect(body.error?.code).toBe('error:lab:unknown-identity');
    });
  });
});
