import { Router } from 'express';
import type { MockState } from '../data/MockState';
import { seedBillDataLinks } from '../data/seedBillDataLinks';
import type { ListResponse } from '../data/types';
import { sendError } from '../http/sendError';
import type { DataLink, DataLinkEntity } from '../specifications/referenceTypes';
import { billResourceHandler } from './billResourceHandler';
import type { RouteContext } from './RouteContext';

export const DATA_LINKS_PATH = '/v1/flow/flows/:id/dataLinks';

interface NamedRef {
  id: string;
  name: string;
}

/** Data-link list (docs/lab.md): type, visibility, owner and use count, names resolved. */
export interface DataLinkRow {
  id: string;
  name: string;
  code: string;
  entity: Pick<DataLinkEntity, 'id' | 'name' | 'code' | 'type' | 'fields'>;
  visibility: { fullVisible: boolean; staffs: NamedRef[]; departments: NamedRef[] };
  owner: NamedRef;
  /** Left out when the call asks with hideUseCount=true. */
  useCount?: number;
  values: DataLink['values'];
}

/** `GET /v1/flow/flows/:id/dataLinks?hideUseCount=true|false`: the bill's data-link records. */
export function dataLinksRouter(context: Pick<RouteContext, 'state'>): Router {
  const router = Router();
  router.get(
    DATA_LINKS_PATH,
    billResourceHandler(context, (req, res, { bill, state }) => {
      const raw = req.query.hideUseCount;
      if (raw !== undefined && raw !== 'true' && raw !== 'false') {
        sendError(res, 400, 'error:lab:bad-query', 'hideUseCount must be true or false');
        return;
      }
      const items = seedBillDataLinks(state, bill).map((link) =>
        rowOf(state, link, raw === 'true'),
      );
      const body: ListResponse<DataLinkRow> = { items, count: items.length };
      res.json(body);
    }),
  );
  return router;
}

function rowOf(state: MockState, link: DataLink, hideUseCount: boolean): DataLinkRow {
  const entity = state.referenceData.dataLinkEntities.find((each) => each.id === link.entityId);
  const staffName = (id: string): NamedRef => ({
    id,
    name: state.staffs.find((staff) => staff.id === id)?.name ?? '',
  });
  const departmentName = (id: string): NamedRef => ({
    id,
    name: state.departments.find((department) => department.id === id)?.name ?? '',
  });
  return {
    id: link.id,
    name: link.name,
    code: link.code,
    entity: {
      id: link.entityId,
      name: entity?.name ?? '',
      code: entity?.code ?? '',
      type: entity?.type ?? 'NORMAL',
      fields: entity?.fields ?? [],
    },
    visibility: {
      fullVisible: link.visibility.fullVisible,
      staffs: link.visibility.staffIds.map(staffName),
      departments: link.visibility.departmentIds.map(departmentName),
    },
    owner: staffName(link.ownerId),
    ...(hideUseCount ? {} : { useCount: link.useCount }),
    values: link.values,
  };
}
