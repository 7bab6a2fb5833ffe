import type { NextStepMessages } from './nextStepMessages';
import type { NextStep, Waiter } from './nextStepOf';

/** Staff names by id; null when the directory does not know the person. */
export type NameOf = (id: string) => string | null;

function whoText(waiters: Waiter[], messages: NextStepMessages, nameOf: NameOf): string {
  const names = waiters.map((waiter) => {
    switch (waiter.kind) {
      case 'you':
        return messages.you;
      case 'robot':
        return messages.robot;
      case 'staff':
        return nameOf(waiter.id) ?? messages.unassigned;
      default:
        return messages.unassigned;
    }
  });
  return messages.joinNames([...new Set(names)]);
}

/** The next-step line in the current locale. */
export function describeNextStep(
  step: NextStep,
  messages: NextStepMessages,
  nameOf: NameOf,
): string {
  switch (step.kind) {
    case 'submit':
    case 'archive':
      return messages[step.kind](whoText(step.waiters, messages, nameOf));
    case 'resubmit':
      return messages.resubmit(
        whoText([step.rejectedBy], messages, nameOf),
        step.nodeName,
        step.reason,
        whoText(step.waiters, messages, nameOf),
      );
    case 'submitting':
    case 'bankResult':
    case 'finished':
    case 'voided':
      return messages[step.kind];
    default:
      return messages.node[step.kind](whoText(step.waiters, messages, nameOf), step.nodeName);
  }
}
