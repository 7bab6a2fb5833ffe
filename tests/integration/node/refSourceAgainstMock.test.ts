import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '@shell/http';
import { createHttpRefSource } from '@modules/bills/forms/createHttpRefSource';
import { RefSourceError, type RefSource } from '@modules/bills/forms/refEntities';
import { createMockServer, type MockServer } from '../../../mocks-server';
import type { SpecificationField } from '../../../mocks-server/specifications/specificationTypes';

/** Every ref entity a field (or a sub-field) of the tenant's specifications names. */
function entitiesOf(fields: readonly SpecificationField[]): string[] {
  return fields.flatMap((field) => [
    ...(field.type === 'ref' && field.dataType.entity ? [field.dataType.entity] : []),
    ...entitiesOf(field.fields ?? []),
  ]);
}

describe('the form engine’s ref lookups against the mock backend', () => {
  let mock: MockServer;
  let server: Server;
  let source: RefSource;

  beforeAll(async () => {
    mock = createMockServer({ seed: 1 });
    server = await new Promise<Server>((resolve) => {
      const listening = mock.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const http = createHttpClient({
      baseURL: `${origin}/api`,
      grantEndpointPatterns: [`${origin}/api/`],
      getGrantToken: () => mock.state.accessToken,
    });
    source = createHttpRefSource(http);
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        mock.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  const specEntities = () => {
    const { specifications, currentCorporationId } = mock.state;
    const own = specifications.filter((spec) => spec.corporationId === currentCorporationId);
    return [...new Set(own.flatMap((spec) => entitiesOf(spec.fields)))].sort();
  };

  it('finds records for every entity the specifications name, and finds them again by id', async () => {
    const entities = specEntities();
    expect(entities.length).toBeGreaterThan(10);
    for (const entity of entities) {
      const found = await source.search(entity, '', 5);
      expect({ entity, some: found.length > 0 }).toEqual({ entity, some: true });
      const ids = found.map((item) => item.id).reverse();
      const again = await source.byIds(entity, ids);
      expect({ entity, ids: again.map((item) => item.id) }).toEqual({ entity, ids });
    }
  });

  it('narrows a dimension search to the dimension the entity names', async () => {
    const { referenceData, currentCorporationId } = mock.state;
    const projects = referenceData.dimensionItems.filter(
      (item) =>
        item.corporationId === currentCorporationId &&
        item.entity === 'basedata.Dimension.project' &&
        item.active !== false,
    );
    const found = await source.search('basedata.Dimension.project', '', 100);
    expect(found.map((item) => item.id)).toEqual(projects.map((item) => item.id).slice(0, 100));
  });

  it('matches a staff search on the name and shows the English name', async () => {
    const staff = mock.state.staffs.find((each) => each.active && !each.external);
    if (!staff) throw new Error('the seed has no active staff');
    const found = await source.search('organization.Staff', staff.name, 20);
    const item = found.find((each) => each.id.endsWith(`:${staff.userId}`));
    expect(item).toMatchObject({ label: staff.name, enLabel: expect.any(String) });
  });

  it('searches the bare enum family across every enum', async () => {
    const found = await source.search('basedata.Enum', '', 100);
    expect(found.length).toBeGreaterThan(0);
  });

  it('rejects as RefSourceError when the server refuses the entity', async () => {
    await expect(source.search('basedata.Dimension.nowhere', '', 5)).rejects.toBeInstanceOf(
      RefSourceError,
    );
  });
});
