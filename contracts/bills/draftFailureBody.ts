import * as v from 'valibot';
import { id, record, text } from '../core/fields';

/** A problem naming a line (`detailId`) with what is wrong; any other entry names none: null. */
const lineProblemSchema = v.pipe(
  record({ detailId: id, message: text(300) }),
  v.transform(({ detailId, message }) => (detailId && message ? { detailId, message } : null)),
);
const lineProblems = v.fallback(v.array(lineProblemSchema), () => []);

/**
 * The body of a refused draft write or submit (docs/bills-and-workflow.md): the policy check's
 * `message` list, or the lab's `error` envelope with the submit check's `problems` and, for a
 * total the server computed differently, the `sent` total and the lines' sum (decimal texts the
 * bills module checks).
 */
export const draftFailureBodySchema = v.pipe(
  record({
    message: lineProblems,
    error: record({
      problems: lineProblems,
      sent: v.optional(v.unknown()),
      lines: v.optional(v.unknown()),
    }),
  }),
  v.transform(({ message, error }) => ({
    lines: [...message, ...error.problems].flatMap((problem) => problem ?? []),
    sent: error.sent,
    sum: error.lines,
  })),
);
