/**
 * Every feature flag the app reads: its type, default, owning module and meaning. The default is
 * what staff see when FeatBit does not know the flag (no rules yet, a typo on the server, an
 * offline first start) and when the server sends a value of the wrong type.
 *
 * Module flags default to on: a tenant without flag rules keeps today's product, so switching
 * FeatBit on changes nothing until someone writes a rule.
 */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface FlagDescription {
  en: string;
  zh: string;
}

interface FlagFields {
  /** The module id that owns the flag. */
  owner: string;
  description: FlagDescription;
}

export type FlagDefinition = FlagFields &
  (
    | { type: 'boolean'; defaultValue: boolean }
    | { type: 'number'; defaultValue: number }
    // `options` lists the only values the app understands; anything else counts as a wrong type.
    | { type: 'string'; defaultValue: string; options?: readonly string[] }
    | { type: 'json'; defaultValue: JsonValue }
  );

function moduleFlag(owner: string, defaultValue: boolean, en: string, zh: string) {
  return { type: 'boolean', defaultValue, owner, description: { en, zh } } as const;
}

export const FLAG_CATALOG = {
  'module-bills': moduleFlag(
    'bills',
    true,
    'Bills module (list, detail, submit).',
    '单据模块（列表、详情、提交）。',
  ),
  'module-approval': moduleFlag('approval', true, 'Approval module.', '审批模块。'),
  'module-print': moduleFlag('print', true, 'Print module.', '打印模块。'),
  'module-upload': moduleFlag('upload', true, 'Attachment upload module.', '附件上传模块。'),
  'module-group-center': moduleFlag(
    'group-center',
    true,
    'Group center: permissions for subsidiary corporations.',
    '集团中心：为下属公司分配权限。',
  ),
  'module-admin-rules': moduleFlag(
    'admin-rules',
    true,
    'Admin rules: fee assignment rule configuration.',
    '管理规则：费用分摊规则配置。',
  ),
  'bills-display-mode': {
    type: 'string',
    defaultValue: 'LIST',
    options: ['LIST', 'TABLE'],
    owner: 'bills',
    description: { en: 'How the bill list is displayed.', zh: '单据列表的展示方式。' },
  },
  'upload-max-size-mb': {
    type: 'number',
    defaultValue: 24,
    owner: 'upload',
    description: { en: 'Largest attachment accepted, in MB.', zh: '单个附件的大小上限（MB）。' },
  },
  'upload-file-types': {
    type: 'json',
    defaultValue: {},
    owner: 'upload',
    description: {
      en: 'Attachment types a tenant allows, with size limits per type: {"suffixes": ["pdf"], "maxSizeMbBySuffix": {"pdf": 10}}; empty allows every type.',
      zh: '租户允许上传的附件类型及各类型的大小上限：{"suffixes": ["pdf"], "maxSizeMbBySuffix": {"pdf": 10}}；为空时不限类型。',
    },
  },
  'approval-bulk-agree': {
    type: 'boolean',
    defaultValue: false,
    owner: 'approval',
    description: { en: 'Approve several documents at once.', zh: '批量同意审批单据。' },
  },
} as const satisfies Record<string, FlagDefinition>;

export type FlagKey = keyof typeof FLAG_CATALOG;

type DefinitionOf<K extends FlagKey> = (typeof FLAG_CATALOG)[K];

/** The value type a flag's readers get: the declared options for a string flag that has them. */
export type FlagValue<K extends FlagKey> =
  DefinitionOf<K> extends { type: 'boolean' }
    ? boolean
    : DefinitionOf<K> extends { type: 'number' }
      ? number
      : DefinitionOf<K> extends { options: readonly (infer Option)[] }
        ? Option
        : DefinitionOf<K> extends { type: 'string' }
          ? string
          : JsonValue;

export function isFlagKey(value: unknown): value is FlagKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FLAG_CATALOG, value);
}

export function flagDefinition(key: FlagKey): FlagDefinition {
  return FLAG_CATALOG[key];
}

export function flagDefault<K extends FlagKey>(key: K): FlagValue<K> {
  // The catalogue's `satisfies` check ties each default to its type; TS cannot follow that
  // through the indexed access, hence the cast.
  return FLAG_CATALOG[key].defaultValue as FlagValue<K>;
}

/** The part of a module descriptor that says which flags the module may read. */
export interface ModuleFlagDeclaration {
  id: string;
  /** The module's own `module-<id>` flag, which it may always read. */
  flag?: string;
  flagKeys?: readonly string[];
}

/**
 * Fails loudly in development when a module reads a flag it did not declare, so the catalogue
 * and descriptors stay an honest map of who depends on which flag. Production never throws:
 * a missing declaration must not take a page down for staff.
 */
export function assertDeclared(module: ModuleFlagDeclaration, key: string): void {
  if (process.env.NODE_ENV === 'production') return;
  if (key === module.flag || module.flagKeys?.includes(key)) return;
  throw new Error(
    `Module "${module.id}" reads flag "${key}" without declaring it: ` +
      `add "${key}" to flagKeys in the "${module.id}" module descriptor.`,
  );
}
