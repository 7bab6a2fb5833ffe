import { useLocalized } from '@shell/i18n';
import { Grid, Select } from '@shell/ui';
import { printMessages } from '../messages';
import { stateMessages } from '../stateMessages';
import { PRINT_STATES, RECEIPT_STATES, type PrintFilters } from '../types';

export interface CenterFiltersProps {
  filters: PrintFilters;
  onChange: (patch: Partial<PrintFilters>) => void;
}

/** Print state and receipt state selects; a value not on the list reads as "all". */
export function CenterFilters({ filters, onChange }: CenterFiltersProps) {
  const messages = useLocalized(printMessages);
  const states = useLocalized(stateMessages);
  return (
    <Grid $min={180}>
      <Select
        label={messages.printStateFilter}
        value={filters.printState ?? ''}
        placeholder={messages.any}
        options={PRINT_STATES.map((state) => ({ value: state, label: states.printState[state] }))}
        onChange={(event) =>
          onChange({ printState: PRINT_STATES.find((s) => s === event.target.value) ?? null })
        }
      />
      <Select
        label={messages.receiptStateFilter}
        value={filters.receiptState ?? ''}
        placeholder={messages.any}
        options={RECEIPT_STATES.map((state) => ({
          value: state,
          label: states.receiptState[state],
        }))}
        onChange={(event) =>
          onChange({ receiptState: RECEIPT_STATES.find((s) => s === event.target.value) ?? null })
        }
      />
    </Grid>
  );
}
