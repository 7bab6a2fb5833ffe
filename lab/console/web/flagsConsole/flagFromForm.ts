import type { ConsoleFlag } from '../shared/flagModel';
import { isRecord } from '../shared/text';
import type { FlagFormRows } from './FlagFormRows';
import type { FlagsConsole } from './FlagsConsole';
import { checkKey, FormProblem, parseJsonField } from './formProblems';

/** Reads the base flag of an edit from Advanced (JSON), or the defaults of a new flag. */
function base(fc: FlagsConsole, editing: string | null): Record<string, unknown> {
  if (editing === null)
    return {
      targetUsers: [],
      rules: [],
      isArchived: false,
      exptIncludeAllTargets: true,
      tags: [],
    };
  const { dom, t } = fc;
  const base = parseJsonField(dom, t, 'flag-json', t('flagForm.json'));
  if (!isRecord(base)) throw new FormProblem('flag-json', t('flagForm.jsonNotObject'));
  return base;
}

/** The form as the flag FeatBit stores (id, envId and dates are the lab's to fill). */
export function flagFromForm(
  fc: FlagsConsole,
  rowsOf: FlagFormRows,
  editing: string | null,
): ConsoleFlag {
  const { dom, t } = fc;
  const value = (id: string) => dom.byId<HTMLInputElement>(id).value;
  const key = value('flag-key').trim();
  checkKey(t, 'flag-key', key, t('flagForm.what'));
  if (editing === null && fc.flag(key))
    throw new FormProblem('flag-key', t('flagForm.exists', { key }));
  const rows = rowsOf.read();
  if (rows.length === 0) throw new FormProblem('', t('flagForm.noVariations'));
  const baseFlag = base(fc, editing);
  const idOf = (selectId: string) =>
    (rows.find((r) => r.uid === value(selectId)) ?? rows[0]).id.trim();
  const kept = isRecord(baseFlag.fallthrough) ? baseFlag.fallthrough : {};
  const fallthrough =
    value('flag-default') === 'keep' && editing !== null
      ? kept
      : {
          dispatchKey: typeof kept.dispatchKey === 'string' ? kept.dispatchKey : null,
          includedInExpt: typeof kept.includedInExpt === 'boolean' ? kept.includedInExpt : true,
          variations: [{ id: idOf('flag-default'), rollout: [0, 1], exptRollout: 1 }],
        };
  const name = value('flag-name').trim();
  const description = value('flag-description').trim();
  const flag: Record<string, unknown> = Object.assign(baseFlag, {
    key,
    name: name === '' ? key : name,
    description,
    variationType: value('flag-type'),
    variations: rows.map((row) => ({
      id: row.id.trim(),
      name: row.name.trim() === '' ? row.value : row.name.trim(),
      value: row.value,
    })),
    isEnabled: dom.byId<HTMLInputElement>('flag-enabled').checked,
    disabledVariationId: idOf('flag-disabled'),
    fallthrough,
  });
  if (description === '') delete flag.description;
  return flag as unknown as ConsoleFlag;
}
