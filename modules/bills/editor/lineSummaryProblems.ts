import { localizedLabel, type Locale } from '@shell/i18n';
import type { ExtraProblem } from '../forms/BillFieldsForm';
import type { EditMessages } from '../editMessages';
import { lineTargetId } from '../lines/FeeLineRow';
import type { FeeLinesStore } from '../lines/FeeLinesStore';

/** What the error summary says of the lines before a submit: none at all, or each one's gaps. */
export function lineSummaryProblems(
  store: FeeLinesStore | null,
  messages: EditMessages,
  locale: Locale,
): ExtraProblem[] {
  if (!store) return [];
  if (store.lines.length === 0) {
    return [{ targetId: 'fee-lines-add', message: messages.addLineFirst }];
  }
  return store.lines.flatMap((line, index) => {
    const missing = store.missingOf(line);
    if (missing.length === 0) return [];
    const names = missing.map((field) => localizedLabel(field, locale)).join('、');
    const message = messages.lineLacks(index + 1, line.feeTypeName, names);
    return [{ targetId: lineTargetId(line.key), message }];
  });
}
