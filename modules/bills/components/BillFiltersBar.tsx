import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { billLabels } from '../billLabels';
import { filterMessages } from '../filterMessages';
import { KNOWN_APP_IDS, type BillFilters } from '../models/BillFilters';
import type { FilterKey } from '../models/filterPatch';
import { BILL_FORM_TYPES, BILL_SCENES } from '../types';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { TextFilter } from './TextFilter';

export interface BillFiltersBarProps {
  filters: BillFilters<string>;
  stateOptions: readonly FilterOption[];
  /** Shown on my bills only: everything in the backlog waits for the signed-in person. */
  ownerOptions: readonly FilterOption[] | null;
  /** Shown on the backlog only: my bills are all mine. */
  showSubmitter: boolean;
  onChange: (key: FilterKey, raw: string) => void;
  onReset: () => void;
}

/** Spec §7 filters as labelled selects; each change reloads from page 1. */
export const BillFiltersBar = observer(function BillFiltersBar(props: BillFiltersBarProps) {
  const { filters, stateOptions, ownerOptions, showSubmitter, onChange, onReset } = props;
  const messages = useLocalized(filterMessages);
  const labels = useLocalized(billLabels);
  const appOptions = [
    { value: 'none', label: messages.appNone },
    ...KNOWN_APP_IDS.map((id) => ({ value: id, label: messages.apps[id] ?? id })),
  ];
  const select = (key: FilterKey, label: string, value: string | null, options: FilterOption[]) => (
    <FilterSelect
      label={label}
      value={value ?? ''}
      anyLabel={messages.any}
      options={options}
      onChange={(raw) => onChange(key, raw)}
    />
  );
  return (
    <Bar role="group" aria-label={messages.filters}>
      {select('state', messages.state, filters.state, [...stateOptions])}
      {select(
        'scene',
        messages.scene,
        filters.scene,
        BILL_SCENES.map((scene) => ({ value: scene, label: labels.scene[scene] })),
      )}
      {select(
        'formType',
        messages.formType,
        filters.formType,
        BILL_FORM_TYPES.map((type) => ({ value: type, label: labels.formType[type] })),
      )}
      {select('appId', messages.appId, filters.appId, appOptions)}
      {ownerOptions &&
        select('nodeOwner', messages.nodeOwner, filters.nodeOwner, [...ownerOptions])}
      {showSubmitter && (
        <TextFilter
          key={filters.submitterName}
          label={messages.submitterName}
          value={filters.submitterName}
          onApply={(text) => onChange('submitterName', text)}
        />
      )}
      <Button type="button" onClick={onReset}>
        {messages.reset}
      </Button>
    </Bar>
  );
});

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
`;
