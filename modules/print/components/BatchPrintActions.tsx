import { useLocale, useLocalized } from '@shell/i18n';
import { Button, Checkbox, Select } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { batchMessages } from '../batchMessages';
import { billPageMessages } from '../billPageMessages';
import type { BatchPrintStore } from '../BatchPrintStore';
import { historyMessages } from '../historyMessages';
import type { PrintTemplate } from '../types';

export interface BatchPrintActionsProps {
  batch: BatchPrintStore;
  templates: readonly PrintTemplate[];
}

/** The bulk bar of the center: one template and the invoices choice for every selected bill. */
export const BatchPrintActions = observer(function BatchPrintActions({
  batch,
  templates,
}: BatchPrintActionsProps) {
  const messages = useLocalized(batchMessages);
  const page = useLocalized(billPageMessages);
  const words = useLocalized(historyMessages);
  const locale = useLocale();
  const { config } = batch;
  const options =
    templates.length > 0
      ? templates.map((template) => ({ value: template.id, label: template.name[locale] }))
      : [{ value: config.printTemplateId, label: words.defaultTemplate }];
  return (
    <>
      <Select
        label={page.template}
        value={config.printTemplateId}
        onChange={(event) => batch.setTemplate(event.target.value)}
        options={options}
      />
      <Checkbox
        label={page.withInvoices}
        checked={config.isPrintInvoice}
        onChange={(event) => batch.setWithInvoices(event.target.checked)}
      />
      <Button variant="primary" disabled={batch.isPrinting} onClick={() => void batch.print()}>
        {batch.isPrinting ? messages.printing : messages.printSelected}
      </Button>
    </>
  );
});
