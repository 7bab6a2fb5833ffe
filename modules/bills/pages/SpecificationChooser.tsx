import { localizedLabel, useLocale, useLocalized } from '@shell/i18n';
import { useStore } from '@shell/store';
import { EmptyState, ErrorState, Select, Skeleton } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { billsStoreRef } from '../BillsStore';
import { editMessages } from '../editMessages';
import { billsMessages } from '../messages';

export interface SpecificationChooserProps {
  /** The chosen type; one the tenant does not offer (an old link) shows as not chosen. */
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
    void specifications.ensureLoaded();
  }, [specifications]);
  if (specifications.error) {
    return (
      <ErrorState title={messages.typesFailed} onRetry={() => void specifications.fetchPage()} />
    );
  }
  if (!specifications.isLoaded) return <Skeleton lines={1} label={common.loading} />;
  const options = specifications.orderedData.map((spec) => ({
    value: spec.id,
    label: localizedLabel({ label: spec.name, enLabel: spec.enName }, locale),
  }));
  if (options.length === 0) return <EmptyState>{messages.noTypes}</EmptyState>;
  return (
    <Select
      label={messages.billType}
      value={options.some((option) => option.value === value) ? value : ''}
      placeholder={messages.chooseType}
      options={options}
      onChange={(event) => {
        drafts.startOver();
        onChange(event.target.value);
      }}
    />
  );
});
