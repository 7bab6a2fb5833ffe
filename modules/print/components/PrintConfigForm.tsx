import { useLocalized, useLocale } from '@shell/i18n';
import styled from 'styled-components';
import { billPageMessages } from '../billPageMessages';
import type { PrintConfig, PrintTemplate } from '../types';

export interface PrintConfigFormProps {
  config: PrintConfig;
  templates: readonly PrintTemplate[];
  onChange: (patch: Partial<PrintConfig>) => void;
}

/** Spec §3 print config: the template, and whether the invoices print too. */
export function PrintConfigForm({ config, templates, onChange }: PrintConfigFormProps) {
  const messages = useLocalized(billPageMessages);
  const locale = useLocale();
  // Without the template list the server's default template still prints.
  const options = templates.length > 0 ? templates : [{ id: config.printTemplateId, name: null }];
  return (
    <Fieldset>
      <legend>{messages.config}</legend>
      <label>
        {messages.template}{' '}
        <select
          value={config.printTemplateId}
          onChange={(event) => onChange({ printTemplateId: event.target.value })}
        >
          {options.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name?.[locale] ?? template.id}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={config.isPrintInvoice}
          onChange={(event) => onChange({ isPrintInvoice: event.target.checked })}
        />{' '}
        {messages.withInvoices}
      </label>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg}px;
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;
