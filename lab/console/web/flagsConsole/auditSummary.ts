import type { Translate } from '../shared/i18n';
import { isRecord } from '../shared/text';

const WATCHED = [
  'isEnabled',
  'isArchived',
  'name',
  'fallthrough',
  'rules',
  'targetUsers',
  'variations',
  'included',
  'excluded',
];

/** One line a person can read: created, removed, or which fields changed. */
export function auditSummary(t: Translate, before: unknown, after: unknown): string {
  if (before === null) return t('audit.created');
  if (after === null) return t('audit.removed');
  if (!isRecord(before) || !isRecord(after)) return '';
  if (Array.isArray(before.flags)) return t('audit.resetAll');
  const fields = WATCHED.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (fields.length === 0) return t('audit.nothing');
  const state = (on: unknown) => t(on ? 'audit.on' : 'audit.off');
  const described = fields.map((field) =>
    field === 'isEnabled'
      ? t('audit.enabled', { from: state(before.isEnabled), to: state(after.isEnabled) })
      : field,
  );
  return t('audit.fields', { fields: described.join(', ') });
}
