import type { MockState } from '../data/MockState';
import type { Staff } from '../data/types';
import type { RefItem } from './answerRefQuery';
import { departmentsOf, refStaffsOf, requisitionInfosOf } from './refRecords';

export interface RefScope {
  state: MockState;
  actor: Staff;
}

/** One path of the ref lookup contract (mocks-server/specifications/README.md). */
export interface RefEntry {
  path: string;
  /** The entity names this path serves in the actor's tenant. */
  entities(scope: RefScope): string[];
  /** The tenant's records, narrowed to one of `entities` when one is named. */
  records(scope: RefScope, entity: string | undefined): RefItem[];
  /** A call with no ref parameter belongs to another router (the plain department list). */
  passBare?: boolean;
}

type Scoped = { corporationId: string; entity?: string };

const corp = (scope: RefScope) => scope.actor.corporationId;
const own = <T extends Scoped>(list: T[], scope: RefScope, entity?: string): T[] =>
  list.filter(
    (item) =>
      item.corporationId === corp(scope) && (entity === undefined || item.entity === entity),
  );

/** A path serving one fixed entity name. */
function single(path: string, entity: string, records: RefEntry['records']): RefEntry {
  return { path, entities: () => [entity], records };
}

/** Every path, docs/lab.md's field-expansion paths first, then the lab's. */
export const REF_ENTRIES: readonly RefEntry[] = [
  single('/form/v1/specificationVersions', 'form.Specification.Versioned', (scope) =>
    own(scope.state.specifications, scope),
  ),
  single('/v1/organization/staffs', 'organization.Staff', (scope) =>
    refStaffsOf(scope.state, corp(scope)),
  ),
  {
    ...single('/v1/organization/departments', 'organization.Department', (scope) =>
      departmentsOf(scope.state, corp(scope)),
    ),
    passBare: true,
  },
  single('/pay/v1/accounts', 'pay.PaymentAccount', (scope) =>
    own(scope.state.referenceData.paymentAccounts, scope),
  ),
  single('/v1/form/payees', 'pay.PayeeInfo', (scope) =>
    own(scope.state.referenceData.payees, scope),
  ),
  single('/v1/form/feeTypes', 'flow.FeeType', (scope) =>
    own(scope.state.referenceData.feeTypes, scope),
  ),
  {
    path: '/v1/basedata/dimensionItems',
    entities: (scope) => own(scope.state.referenceData.dimensions, scope).map((d) => d.entity),
    records: (scope, entity) => own(scope.state.referenceData.dimensionItems, scope, entity),
  },
  {
    path: '/v1/basedata/enumItems',
    entities: (scope) => own(scope.state.referenceData.enums, scope).map((e) => e.entity),
    records: (scope, entity) => own(scope.state.referenceData.enumItems, scope, entity),
  },
  single('/v1/basedata/cities', 'basedata.city', (scope) => scope.state.referenceData.cities),
  single('/v1/basedata/settlements', 'basedata.Settlement', (scope) =>
    own(scope.state.referenceData.settlements, scope),
  ),
  {
    path: '/v1/datalink/dataLinks',
    entities: (scope) =>
      own(scope.state.referenceData.dataLinkEntities, scope).map((e) => e.entity),
    records: (scope, entity) => own(scope.state.referenceData.dataLinks, scope, entity),
  },
  single('/v1/datalink/entities', 'datalink.DataLinkEntity', (scope) =>
    own(scope.state.referenceData.dataLinkEntities, scope),
  ),
  single('/v1/flow/requisitionInfos', 'flow.RequisitionInfo', (scope) =>
    requisitionInfosOf(scope.state, corp(scope)),
  ),
  single('/v1/flow/specificationGroups', 'form.SpecificationGroup', (scope) =>
    own(scope.state.specificationGroups, scope),
  ),
];
