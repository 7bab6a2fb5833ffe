import type { Locale } from '@shell/i18n';
import { ValidationError } from 'yup';
import { buildFieldSchema } from '../buildFieldSchema';
import { parseFieldDescriptors } from '../FieldDescriptor';

/** A field named 'Field' (字段 in zh-CN) of the given descriptor parts. */
export const fieldOf = (raw: Record<string, unknown>) => {
  const [field] = parseFieldDescriptors([
    { name: 'f', label: '字段', enLabel: 'Field', ...raw },
  ]).fields;
  return field;
};

/** The message the field's schema gives for `value`, or null when it passes. */
export async function messageOf(
  raw: Record<string, unknown>,
  value: unknown,
  locale: Locale = 'en-US',
  draft = false,
): Promise<string | null> {
  try {
    await buildFieldSchema(fieldOf(raw), { locale, draft, warn: () => undefined }).validate(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}
