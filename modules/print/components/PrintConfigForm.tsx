import { useLocalized, useLocale } from '@shell/i18n';
import { Checkbox, Grid, Section, Select } from '@shell/ui';
import { billPageMessages } from '../billPageMessages';
import { historyMessages } from '../historyMessages';
import type { PrintConfig, PrintTemplate } from '../types';

export interface PrintConfigFormProps {
  config: PrintConfig;
  templates: readonly PrintTemplate[];
  onChange: (patch: Partial<PrintConfig>) => void;
}

/** docs/approval-payment-print.md print config: the template, and whether the invoices print too. */
export function PrintConfigForm({ config, templates, onChange }: PrintConfigFormProps) {
  const messages = useLocalized(billPageMessages);
  const locale = useLocale();
  const words = useLocalized(historyMessages);
  // Without the template list the server's default template still prints.
  const options = templates.length > 0 ? templates : [{ id: config.printTemplateId, name: null }];
  return (
    <Section surface title={messages.config}>
      <Grid $min={220}>
        <Select
          label={messages.template}
          value={config.printTemplateId}
          onChange={(event) => onChange({ printTemplateId: event.target.value })}
          options={options.map((template) => ({
            value: template.id,
            label: template.name?.[locale] ?? words.defaultTemplate,
          }))}
        />
        <Checkbox
          label={messages.withInvoices}
          checked={config.isPrintInvoice}
          onChange={(event) => onChange({ isPrintInvoice: event.target.checked })}
        />
      </Grid>
    </Section>
  );
}
