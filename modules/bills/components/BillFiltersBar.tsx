import { useLocalized } from '@shell/i18n';
import { BottomSheet, Button, Grid, Select, Stack, useIsPhone } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { billLabels } from '../billLabels';
import { filterMessages } from '../filterMessages';
import { KNOWN_APP_IDS, type BillFilters } from '../models/BillFilters';
import type { FilterKey } from '../models/filterPatch';
import { BILL_FORM_TYPES, BILL_SCENES } from '../types';
import type { FilterOption } from './FilterSelect';
import { TextFilter } from './TextFilter';

export interface BillFiltersBarProps {
  filters: BillFilters<string>;
  stateOptions: readonly FilterOption[];
  /** The current handler of each bill, to filter by. */
  ownerOptions: readonly FilterOption[] | null;
  /** A filter by submitter name (lists of other people's bills). */
  showSubmitter: boolean;
  onChange: (key: FilterKey, raw: string) => void;
  onReset: () => void;
}

/**
 * docs/bills-and-workflow.md filters as labelled selects; each change reloads from page 1. A row on desktop; on a
 * phone one "filters (n)" button opening a sheet, so the list starts at the top of the screen.
 */
export const BillFiltersBar = observer(function BillFiltersBar(props: BillFiltersBarProps) {
  const { filters, stateOptions, ownerOptions, showSubmitter, onChange, onReset } = props;
  const messages = useLocalized(filterMessages);
  const labels = useLocalized(billLabels);
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const appOptions = [
    { value: 'none', label: messages.appNone },
    ...KNOWN_APP_IDS.map((id) => ({ value: id, label: messages.apps[id] ?? id })),
  ];
  const select = (key: FilterKey, label: string, value: string | null, options: FilterOption[]) => (
    <Select
      label={label}
      value={value ?? ''}
      placeholder={messages.any}
      options={options}
      onChange={(event) => onChange(key, event.target.value)}
    />
  );
  const fields = (
    <>
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
    </>
  );
  if (!phone)
    return (
      <Grid $min={160} role="group" aria-label={messages.filters}>
        {fields}
        <Button onClick={onReset}>{messages.reset}</Button>
      </Grid>
    );
  const active =
    [filters.state, filters.scene, filters.formType, filters.appId, filters.nodeOwner].filter(
      Boolean,
    ).length + (filters.submitterName ? 1 : 0);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{messages.filtersOn(active)}</Button>
      <BottomSheet open={open} title={messages.filters} onClose={() => setOpen(false)}>
        <Stack role="group" aria-label={messages.filters}>
          {fields}
          <Grid $min={120}>
            <Button onClick={onReset}>{messages.reset}</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              {messages.done}
            </Button>
          </Grid>
        </Stack>
      </BottomSheet>
    </>
  );
});
