import { useErrorNotice } from '@shell/ui';

/** A refused save or delete, beside the form it came from, in the shell's words (or nothing). */
export function ActionProblem({ error }: { error: unknown }) {
  const text = useErrorNotice().textOf(error);
  return text ? <p role="alert">{text}</p> : null;
}
