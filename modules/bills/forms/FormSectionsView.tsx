import { useLocale } from '@shell/i18n';
import { Section } from '@shell/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { FieldDescriptor } from './FieldDescriptor';
import { FieldControl } from './FieldControl';
import { groupFields, type FormSection } from './formSections';
import { formWords } from './formWords';

export interface FormSectionsViewProps {
  fields: readonly FieldDescriptor[];
  /** Shown in a section after its fields (the lines, the totals). */
  slots?: Partial<Record<FormSection, ReactNode>>;
}

/** The form's fields in titled sections (basics, lines, payment, attachments, relations). */
export function FormSectionsView({ fields, slots = {} }: FormSectionsViewProps) {
  const words = formWords[useLocale()];
  const withSlots = (Object.keys(slots) as FormSection[]).filter((key) => slots[key]);
  return groupFields(fields, withSlots).map(({ section, fields: own }) => (
    <Section key={section} title={words.sections[section]} surface data-testid={`form-${section}`}>
      <Fields>
        {own.map((field) => (
          <FieldControl key={field.name} field={field} />
        ))}
        {slots[section]}
      </Fields>
    </Section>
  ));
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
`;
