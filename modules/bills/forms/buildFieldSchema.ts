import type { Locale } from '@shell/i18n';
import { localizedLabel } from '@shell/i18n';
import * as yup from 'yup';
import { checkFieldValue, type CheckContext } from './checkFieldValue';
import { complexSchema } from './complexSchema';
import type { FieldDescriptor, FieldKind } from './FieldDescriptor';
import { formMessages } from './formMessages';

export interface SchemaOptions {
  locale: Locale;
  /** Saving a draft: required checks are skipped (format checks still apply). */
  draft?: boolean;
  /** Where the end-before-start note goes; console.warn unless a test listens. */
  warn?: (message: string) => void;
}

function baseSchemaOf(kind: FieldKind, typeMessage: string): yup.Schema {
  switch (kind) {
    case 'text':
    case 'number':
    case 'money':
    case 'date':
    case 'ref':
      return yup.string().strict().nullable().typeError(typeMessage);
    case 'list':
    case 'attachment':
      return yup.array().strict().nullable().typeError(typeMessage);
    case 'boolean':
    case 'switcher':
      return yup.boolean().strict().nullable().typeError(typeMessage);
    default:
      return yup.mixed();
  }
}

/**
 * docs/bills-and-workflow.md Money: "an end date earlier than the start date is only logged". Validation runs on
 * every keystroke, so each range is noted once, not once per check.
 */
function endBeforeStartNote(field: FieldDescriptor, warn: (message: string) => void) {
  let noted = '';
  return (value: unknown): true => {
    const range = (typeof value === 'object' && value) || {};
    const { start, end } = range as { start?: unknown; end?: unknown };
    if (typeof start !== 'string' || typeof end !== 'string' || !start || !end) return true;
    const key = `${start}/${end}`;
    if (end < start && key !== noted) {
      noted = key;
      warn(
        `[bills/forms] ${field.name}: the end date ${end} is before the start date ${start}; kept as entered`,
      );
    }
    return true;
  };
}

/** The yup schema of one field, its messages in the locale's wording (formMessages). */
export function buildFieldSchema(
  field: FieldDescriptor,
  options: SchemaOptions,
): yup.ISchema<unknown> {
  if (field.kind === 'complex') {
    return complexSchema(field, options.draft ?? false, (part, draft) =>
      buildFieldSchema(part, { ...options, draft }),
    );
  }
  const context: CheckContext = {
    messages: formMessages[options.locale],
    locale: options.locale,
    draft: options.draft ?? false,
  };
  const label = localizedLabel(field, options.locale);
  const schema = baseSchemaOf(field.kind, context.messages.default(label)).test({
    name: 'field',
    test(value, testContext) {
      const message = checkFieldValue(field, value, context);
      return message === null || testContext.createError({ message });
    },
  });
  if (field.kind !== 'dateRange') return schema;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  return schema.test({ name: 'endBeforeStart', test: endBeforeStartNote(field, warn) });
}

/** The whole form's schema: one entry per field, by name. */
export function buildFormSchema(
  fields: readonly FieldDescriptor[],
  options: SchemaOptions,
): yup.ObjectSchema<Record<string, unknown>> {
  const shape: Record<string, yup.ISchema<unknown>> = {};
  for (const field of fields) shape[field.name] = buildFieldSchema(field, options);
  return yup.object(shape);
}
