import { useLocalized } from '@shell/i18n';
import { billStateTone } from '@shell/billStates';
import { StatusBadge } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { billLabels } from '../billLabels';
import type { BillState } from '../types';

/** docs/bills-and-workflow.md state label; colour only repeats what the text says. */
export const BillStateTag = observer(function BillStateTag({ state }: { state: BillState }) {
  const labels = useLocalized(billLabels);
  return <StatusBadge tone={billStateTone(state)}>{labels.state[state]}</StatusBadge>;
});
