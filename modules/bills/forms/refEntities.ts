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

/** How one entity family is expanded and chosen (spec §3 ref entities, §7 expansion paths). */
export interface RefEntity {
  /** Under the API base; GET with the query described in forms/README.md. */
  path: string;
  /** Requested as `select`; spec §3 lists staff and bank account ones. */
  selectionFields: readonly string[];
  /** The field shown as the item's name; its enLabelKey twin is used in en-US. */
  labelField: string;
}

const NAMED = ['id', 'name', 'enName', 'code'] as const;
/** Spec §3 "Selection query field lists": staff. */
export const STAFF_SELECTION = [
  'id',
  'name',
  'enName',
  'code',
  'email',
  'cellphone',
  'note',
] as const;
/** Spec §3 "Selection query field lists": bank account (id added: a choice needs one). */
export const BANK_ACCOUNT_SELECTION = [
  'id',
  'name',
  'type',
  'icon',
  'bank',
  'unionBank',
  'cardNo',
  'branch',
] as const;

const named = (path: string): RefEntity => ({ path, selectionFields: NAMED, labelField: 'name' });

/** Spec §7 field-expansion paths. */
export const EXPANSION_PATHS = {
  specificationVersions: '/form/v1/specificationVersions',
  staffs: '/v1/organization/staffs',
  departments: '/v1/organization/departments',
  accounts: '/pay/v1/accounts',
  payees: '/v1/form/payees',
  feeTypes: '/v1/form/feeTypes',
  dimensionItems: '/v1/basedata/dimensionItems',
  enumItems: '/v1/basedata/enumItems',
  attachmentsById: '/v1/attachment/attachments/byId',
  /** Not in the spec (it lists no data-link path): a lab choice, see forms/README.md. */
  dataLinkEntities: '/v1/datalink/dataLinkEntities',
} as const;

const EXACT: Readonly<Record<string, RefEntity>> = {
  'organization.Staff': {
    path: EXPANSION_PATHS.staffs,
    selectionFields: STAFF_SELECTION,
    labelField: 'name',
  },
  'organization.Department': named(EXPANSION_PATHS.departments),
  'pay.PaymentAccount': {
    path: EXPANSION_PATHS.accounts,
    selectionFields: BANK_ACCOUNT_SELECTION,
    labelField: 'name',
  },
  'pay.PayeeInfo': {
    path: EXPANSION_PATHS.payees,
    selectionFields: BANK_ACCOUNT_SELECTION,
    labelField: 'name',
  },
  'form.Specification.Versioned': named(EXPANSION_PATHS.specificationVersions),
  'flow.FeeType': named(EXPANSION_PATHS.feeTypes),
  'basedata.Enum': named(EXPANSION_PATHS.enumItems),
  'basedata.city': named(EXPANSION_PATHS.dimensionItems),
  'basedata.Settlement': {
    path: EXPANSION_PATHS.dimensionItems,
    selectionFields: ['id', 'name', 'enName', 'code', 'opportunity'],
    labelField: 'name',
  },
};

/** Checked in order; each prefix needs a non-empty rest ('basedata.Dimension.project'). */
const PREFIXES: readonly (readonly [string, RefEntity])[] = [
  ['basedata.Dimension.', named(EXPANSION_PATHS.dimensionItems)],
  ['basedata.Enum.', named(EXPANSION_PATHS.enumItems)],
  [
    'datalink.DataLinkEntity.',
    { path: EXPANSION_PATHS.dataLinkEntities, selectionFields: NAMED, labelField: 'name' },
  ],
  // basedata.* wildcard: any other base-data archive is served beside the dimension items.
  ['basedata.', named(EXPANSION_PATHS.dimensionItems)],
];

/** Attachments are expanded by id too (spec §7), for names of ids-only values. */
export const ATTACHMENT_ENTITY = 'attachment';
const ATTACHMENT: RefEntity = {
  path: EXPANSION_PATHS.attachmentsById,
  selectionFields: ['id', 'fileName', 'key', 'url', 'thumbUrl'],
  labelField: 'fileName',
};

/** Dotted segments, none empty: 'basedata.Dimension.' names no dimension. */
const ENTITY_NAME = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/** The entity's expansion, or null for a name the spec does not list. */
export function refEntityOf(entity: string): RefEntity | null {
  if (entity === ATTACHMENT_ENTITY) return ATTACHMENT;
  if (!ENTITY_NAME.test(entity)) return null;
  if (Object.hasOwn(EXACT, entity)) return EXACT[entity];
  for (const [prefix, found] of PREFIXES) {
    if (entity.startsWith(prefix) && entity.length > prefix.length) return found;
  }
  return null;
}
