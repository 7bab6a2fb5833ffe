import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { AnySchema } from 'yup';
import type { FieldValues } from './fieldValues';

/** The draft schema's problems as formik errors (nested for complex parts); {} when none. */
export async function draftErrors(
  values: FieldValues,
  schema: AnySchema,
): Promise<FormikErrors<FieldValues>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors<FieldValues>(error);
  }
}
