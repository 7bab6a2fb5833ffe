import { useLocalized } from '@shell/i18n';
import type { LayerContentProps } from '@shell/ui';
import styled from 'styled-components';
import { pickerMessages } from './pickerMessages';
import type { StaffChoice } from './types';

const SHOWN = ['name', 'enName', 'code', 'email', 'cellphone', 'note'] as const;

/** A modal pushed over the staff drawer: docs/sign-in-and-hosts.md selection fields of one staff. */
export function StaffDetails({ params }: LayerContentProps) {
  const messages = useLocalized(pickerMessages);
  const staff = params as StaffChoice;
  return (
    <Fields>
      {SHOWN.map((field) => (
        <div key={field}>
          <dt>{messages.fields[field]}</dt>
          <dd>{staff[field] || '—'}</dd>
        </div>
      ))}
    </Fields>
  );
}

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.md}px;
  margin: 0;

  div {
    display: contents;
  }

  dd {
    margin: 0;
  }
`;
