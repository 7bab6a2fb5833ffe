import type { Locale } from './Locale';

/** The English twin of a field key: 'en' plus the capitalised key ('name' → 'enName'). */
export function enLabelKey(key: string): string {
  if (key.length === 0) return 'en';
  return `en${key[0].toUpperCase()}${key.slice(1)}`;
}

export interface Labelled {
  label: string;
  enLabel?: string | null;
}

/** The enLabel is shown only in en-US and only when it is a non-blank string; otherwise the default label. */
export function localizedLabel(field: Labelled, locale: Locale): string {
  const en = field.enLabel;
  if (locale === 'en-US' && typeof en === 'string' && en.trim() !== '') return en;
  return field.label;
}

/** Reads `record[key]` or, in en-US, `record[enLabelKey(key)]` when present (e.g. staff name/enName). */
export function localizedField(
  record: Record<string, unknown>,
  key: string,
  locale: Locale,
): string {
  const base = record[key];
  const en = record[enLabelKey(key)];
  const label = typeof base === 'string' ? base : '';
  return localizedLabel({ label, enLabel: typeof en === 'string' ? en : null }, locale);
}
