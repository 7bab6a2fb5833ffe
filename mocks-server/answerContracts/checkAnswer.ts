import { issuePath } from '@contracts/core/parse';
import * as v from 'valibot';

/**
 * What is wrong with one answer under one contract schema: the issue that failed it, or the
 * entries a forgiving list dropped (those warn instead of failing, so they are caught here).
 */
export function checkAnswer(schema: v.GenericSchema, body: unknown): string[] {
  const problems: string[] = [];
  // The contract's lists report a dropped entry through console.warn (contracts/core/listOf.ts).
  const warn = console.warn;
  console.warn = (...args: unknown[]) => problems.push(args.map(String).join(' '));
  try {
    const result = v.safeParse(schema, body);
    if (!result.success) {
      const [issue] = result.issues;
      problems.push(`${issuePath(issue) || '(the answer)'}: ${issue.message}`);
    }
  } finally {
    console.warn = warn;
  }
  return problems;
}
