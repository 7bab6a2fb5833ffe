import { localizedLabel, useLocale, useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { EmptyState } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { billsStoreRef } from '../BillsStore';
import { FilterSelect } from '../components/FilterSelect';
import { LoadError } from '../components/LoadError';
import { editMessages } from '../editMessages';
import { billsMessages } from '../messages';

export interface SpecificationChooserProps {
  value: string;
  onChange(specificationId: string): void;
}

/** A new bill's type: one of the tenant's active specifications. */
export const SpecificationChooser = observer(function SpecificationChooser({
  value,
  onChange,
}: SpecificationChooserProps) {
  const { specifications, drafts } = useStore(billsStoreRef);
  const messages = useLocalized(editMessages);
  const common = useLocalized(billsMessages);
  const locale = useLocale();
  useEffect(() => {
    if (!specifications.isLoaded) void specifications.fetchPage();
  }, [specifications]);
  if (specifications.error) {
    return (
      <LoadError
        message={messages.typesFailed}
        retryLabel={common.retry}
        onRetry={() => void specifications.fetchPage()}
      />
    );
  }
  if (!specifications.isLoaded) return <p role="status">{common.loading}</p>;
  const options = specifications.orderedData.map((spec) => ({
    value: spec.id,
    label: localizedLabel({ label: spec.name, enLabel: spec.enName }, locale),
  }));
  if (options.length === 0) return <EmptyState>{messages.noTypes}</EmptyState>;
  return (
    <FilterSelect
      label={messages.billType}
      value={value}
      anyLabel={messages.chooseType}
      options={options}
      onChange={(next) => {
        drafts.startOver();
        onChange(next);
      }}
    />
  );
});
