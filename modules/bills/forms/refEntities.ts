import { REF_SELECTIONS, type RefSelection } from '@contracts/references/refRecord';

/** One choice a ref picker offers: a record of the entity, reduced to its selection fields. */
export interface RefItem {
  id: string;
  /** The record's label field (usually `name`). */
  label: string;
  /** Its English twin (`enName`), shown in en-US by the enLabel rule. */
  enLabel?: string;
  /** The other selection fields that have a value, in the entity's order (code, email…). */
  details: { key: string; value: string }[];
}

/**
 * Where ref pickers find records. The pages inject an implementation (createHttpRefSource over
 * the app's http client, or a fake in tests); components never call the network themselves.
 * Implementations reject with RefSourceError, never with a raw transport error.
 */
export interface RefSource {
  /** Records of `entity` matching `text` (empty: the first ones), at most `limit`. */
  search(entity: string, text: string, limit: number): Promise<RefItem[]>;
  /** Records of `entity` with these ids; unknown ids are left out. */
  byIds(entity: string, ids: readonly string[]): Promise<RefItem[]>;
}

export class RefSourceError extends Error {
  override readonly name = 'RefSourceError';
}

/** How one entity family is looked up and shown (mocks-server/specifications/README.md). */
export interface RefEntity {
  /** Under the API base; GET `?ids=` or `?search=&limit=&entity=` (forms/README.md). */
  path: string;
  /** Its selection field list (contracts/references/refRecord.ts), read by that list's contract. */
  selection: RefSelection;
  /** What an item shows besides its label; docs/bills-and-workflow.md lists staff and bank account ones. */
  selectionFields: readonly string[];
  /** The field shown as the item's name; its enLabelKey twin is used in en-US. */
  labelField: string;
  /**
   * Whether a search names the entity. A bare family name ('basedata.Enum') is no entity the
   * server knows: it searches the whole path instead.
   */
  namesEntity: boolean;
}

/** docs/bills-and-workflow.md field-expansion paths, then the lab's own (marked). */
export const EXPANSION_PATHS = {
  specificationVersions: '/form/v1/specificationVersions',
  staffs: '/v1/organization/staffs',
  departments: '/v1/organization/departments',
  accounts: '/pay/v1/accounts',
  payees: '/v1/form/payees',
  feeTypes: '/v1/form/feeTypes',
  dimensionItems: '/v1/basedata/dimensionItems',
  enumItems: '/v1/basedata/enumItems',
  /** Lab paths: the spec lists none for these entities. */
  cities: '/v1/basedata/cities',
  settlements: '/v1/basedata/settlements',
  dataLinks: '/v1/datalink/dataLinks',
  requisitionInfos: '/v1/flow/requisitionInfos',
} as const;

const entityAt = (path: string, selection: RefSelection = 'named'): RefEntity => ({
  path,
  selection,
  selectionFields: REF_SELECTIONS[selection],
  labelField: 'name',
  namesEntity: true,
});

const EXACT: Readonly<Record<string, RefEntity>> = {
  'organization.Staff': entityAt(EXPANSION_PATHS.staffs, 'staff'),
  'organization.Department': entityAt(EXPANSION_PATHS.departments),
  'pay.PaymentAccount': entityAt(EXPANSION_PATHS.accounts, 'bankAccount'),
  'pay.PayeeInfo': entityAt(EXPANSION_PATHS.payees, 'bankAccount'),
  'form.Specification.Versioned': entityAt(EXPANSION_PATHS.specificationVersions),
  'flow.FeeType': entityAt(EXPANSION_PATHS.feeTypes),
  'flow.RequisitionInfo': entityAt(EXPANSION_PATHS.requisitionInfos),
  'basedata.Enum': { ...entityAt(EXPANSION_PATHS.enumItems), namesEntity: false },
  'basedata.city': entityAt(EXPANSION_PATHS.cities),
  'basedata.Settlement': entityAt(EXPANSION_PATHS.settlements, 'settlement'),
};

/** Checked in order; each prefix needs a non-empty rest ('basedata.Dimension.project'). */
const PREFIXES: readonly (readonly [string, RefEntity])[] = [
  ['basedata.Dimension.', entityAt(EXPANSION_PATHS.dimensionItems)],
  ['basedata.Enum.', entityAt(EXPANSION_PATHS.enumItems)],
  ['datalink.DataLinkEntity.', entityAt(EXPANSION_PATHS.dataLinks)],
];

/** Dotted segments, none empty: 'basedata.Dimension.' names no dimension. */
const ENTITY_NAME = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/**
 * The entity's lookup, or null for a name the lab backend serves no path for (its field is then
 * shown read-only). Other `basedata.*` archives have no path there, so they are unknown too.
 */
export function refEntityOf(entity: string): RefEntity | null {
  if (!ENTITY_NAME.test(entity)) return null;
  if (Object.hasOwn(EXACT, entity)) return EXACT[entity];
  for (const [prefix, found] of PREFIXES) {
    if (entity.startsWith(prefix) && entity.length > prefix.length) return found;
  }
  return null;
}
