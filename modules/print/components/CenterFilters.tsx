import { useLocalized } from '@shell/i18n';
import styled from 'styled-components';
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
    <Bar>
      <label>
        {messages.printStateFilter}{' '}
        <select
          value={filters.printState ?? ''}
          onChange={(event) =>
            onChange({ printState: PRINT_STATES.find((s) => s === event.target.value) ?? null })
          }
        >
          <option value="">{messages.any}</option>
          {PRINT_STATES.map((state) => (
            <option key={state} value={state}>
              {states.printState[state]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {messages.receiptStateFilter}{' '}
        <select
          value={filters.receiptState ?? ''}
          onChange={(event) =>
            onChange({ receiptState: RECEIPT_STATES.find((s) => s === event.target.value) ?? null })
          }
        >
          <option value="">{messages.any}</option>
          {RECEIPT_STATES.map((state) => (
            <option key={state} value={state}>
              {states.receiptState[state]}
            </option>
          ))}
        </select>
      </label>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg}px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
`;
