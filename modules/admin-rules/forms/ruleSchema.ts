import * as yup from 'yup';

export interface RuleSchemaMessages {
  nameRequired: string;
  nameTooLong: string;
}

/** The rule form's own checks; the name is the only typed field. */
export function ruleSchema(messages: RuleSchemaMessages) {
  return yup.object({
    name: yup.string().trim().required(messages.nameRequired).max(100, messages.nameTooLong),
  });
}

/** The first problem with the name, or null. */
export function nameProblem(name: string, messages: RuleSchemaMessages): string | null {
  try {
    ruleSchema(messages).validateSync({ name });
    return null;
  } catch (error) {
    return error instanceof yup.ValidationError ? error.message : messages.nameRequired;
  }
}
