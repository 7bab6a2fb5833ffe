import * as v from 'valibot';
import { issuePath } from './parse';

/** Where a dropped entry is reported; the console unless a test listens. */
export type DropWarning = (message: string) => void;

const toConsole: DropWarning = (message) => console.warn(message);

/** A hostile answer's text must not flood the console: a reason is cut to this length. */
const MAX_REASON = 200;

function reasonOf(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  const field = issuePath(issue);
  const reason = field ? `${field}: ${issue.message}` : issue.message;
  return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON)}…` : reason;
}

/**
 * A list whose bad entries are dropped, each with a warning naming `field` and the entry's
 * index, instead of failing the whole answer: one broken bill must not empty a list of fifty.
 * Anything but an array (absent, null, an object) reads as an empty list, silently.
 */
/* @__NO_SIDE_EFFECTS__ */
export function listOf<TItem extends v.GenericSchema>(
  field: string,
  item: TItem,
  warn: DropWarning = toConsole,
) {
  const list = v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((input): v.InferOutput<TItem>[] => {
        if (!Array.isArray(input)) return [];
        const kept: v.InferOutput<TItem>[] = [];
        input.forEach((entry: unknown, index) => {
          const result = v.safeParse(item, entry);
          if (result.success) kept.push(result.output);
          else warn(`${field}[${index}] dropped: ${reasonOf(result.issues)}`);
        });
        return kept;
      }),
    ),
    () => [],
  );
  // The entry schema stays readable so a test can walk a contract's fields (contracts/README.md).
  return Object.assign(list, { listItem: item });
}
