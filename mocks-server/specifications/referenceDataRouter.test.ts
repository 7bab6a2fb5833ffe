import { callJson } from '../bills/testing/callJson';
import { startTestServer } from '../testing/startTestServer';
import type { TestServer } from '../testing/startTestServer';
import type { SpecificationField } from './specificationTypes';

const NOW = new Date('2026-11-21T01:00:00Z');

function flatten(fields: SpecificationField[]): SpecificationField[] {
  return fields.flatMap((field) => [field, ...flatten(field.fields ?? [])]);
}

describe('the ref lookups', () => {
  let server: TestServer;
  let corporationId: string;

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
    corporationId = server.mock.state.currentCorporationId;
  });

  afterAll(() => server.close());

  describe('when asked by ids', () => {
    it('answers the records in the order asked and leaves unknown ids out', async () => {
      const ids = [`${corporationId}:feeType:hotel`, 'nobody', `${corporationId}:feeType:taxi`];
      const { status, body } = await callJson(server, `/api/v1/form/feeTypes?ids=${ids.join(',')}`);
      expect(status).toBe(200);
      expect(body.items?.map((item) => item.name)).toEqual(['住宿费', '交通费']);
      expect(body.count).toBe(2);
    });

    it('answers an older specification version that bills still name', async () => {
      const id = `${corporationId}:spec:custom:1`;
      const { body } = await callJson(server, `/api/form/v1/specificationVersions?ids=${id}`);
      expect(body.items?.[0]).toMatchObject({ id, version: 1, active: false, formType: 'custom' });
    });
  });

  describe('when asked by search', () => {
    it('matches name or code within the named entity, ignoring case, and pages with limit', async () => {
      const path =
        '/api/v1/basedata/dimensionItems?search=%20prj-0%20&limit=3&entity=basedata.Dimension.project';
      const { status, body } = await callJson(server, path);
      const projects = server.mock.state.referenceData.dimensionItems.filter(
        (item) =>
          item.corporationId === corporationId && item.entity === 'basedata.Dimension.project',
      );
      expect(status).toBe(200);
      expect(body.count).toBe(projects.filter((item) => item.active).length);
      expect(body.items).toHaveLength(3);
      expect(body.items?.every((item) => item.entity === 'basedata.Dimension.project')).toBe(true);
    });

    it('gives staff the selection fields, enName included', async () => {
      const staff = server.mock.state.staffs[3];
      const path = `/api/v1/organization/staffs?search=${encodeURIComponent(staff.name)}&limit=5&entity=organization.Staff`;
      const { body } = await callJson(server, path);
      const found = body.items?.find((item) => item.id === staff.id);
      for (const field of ['id', 'name', 'enName', 'code', 'email', 'cellphone', 'note']) {
        expect(found).toHaveProperty(field);
      }
    });

    it('serves a record for every ref entity the specifications name', async () => {
      const entities = new Set(
        server.mock.state.specifications.flatMap((spec) =>
          flatten(spec.fields).flatMap((field) => field.dataType.entity ?? []),
        ),
      );
      const paths = [
        '/api/form/v1/specificationVersions',
        '/api/v1/organization/staffs',
        '/api/v1/organization/departments',
        '/api/pay/v1/accounts',
        '/api/v1/form/payees',
        '/api/v1/form/feeTypes',
        '/api/v1/basedata/dimensionItems',
        '/api/v1/basedata/enumItems',
        '/api/v1/basedata/cities',
        '/api/v1/basedata/settlements',
        '/api/v1/datalink/dataLinks',
        '/api/v1/flow/requisitionInfos',
      ];
      for (const entity of entities) {
        const counts = await Promise.all(
          paths.map(
            async (path) =>
              (await callJson(server, `${path}?limit=1&entity=${entity}`)).body.count ?? 0,
          ),
        );
        expect({ entity, served: counts.some((count) => count > 0) }).toEqual({
          entity,
          served: true,
        });
      }
    });

    it('lists the tenant’s active specifications and its specification groups', async () => {
      const versions = await callJson(server, '/api/form/v1/specificationVersions');
      const groups = await callJson(server, '/api/v1/flow/specificationGroups');
      expect(versions.body.count).toBe(14);
      expect(versions.body.items?.every((item) => item.active === true)).toBe(true);
      expect(groups.body.items?.map((item) => item.name)).toEqual([
        '报销单',
        '借款单',
        '申请单',
        '付款单',
        '结算对账',
        '其他',
      ]);
    });
  });

  describe('when the plain department list is asked', () => {
    it('leaves it to the organization router', async () => {
      const plain = await callJson(server, '/api/v1/organization/departments');
      const searched = await callJson(server, '/api/v1/organization/departments?search=');
      expect(plain.body.count).toBe(server.mock.state.departments.length);
      expect(searched.body.count).toBe(
        server.mock.state.departments.filter((each) => each.active).length,
      );
      expect(searched.body.items?.length).toBe(Math.min(20, searched.body.count ?? 0));
    });
  });
});
