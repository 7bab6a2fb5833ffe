import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { filterMessages } from '../filterMessages';
import { SEARCH_FIELDS, type SearchField } from '../models/BillFilters';
import { Field } from './FilterSelect';

export interface BillSearchProps {
  field: SearchField;
  text: string;
  onSearch: (field: SearchField, text: string) => void;
}

/** Spec §9 search by name or code; runs on submit so typing does not fire a call per key. */
export const BillSearch = observer(function BillSearch({ field, text, onSearch }: BillSearchProps) {
  const messages = useLocalized(filterMessages);
  const [draftField, setDraftField] = useState<SearchField>(field);
  const [draftText, setDraftText] = useState(text);
  const fieldId = useId();
  const textId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draftField, draftText.trim());
  };
  return (
    <Form role="search" aria-label={messages.search} onSubmit={handleSubmit}>
      <Field>
        <label htmlFor={fieldId}>{messages.searchBy}</label>
        <select
          id={fieldId}
          value={draftField}
          onChange={(event) => setDraftField(event.target.value === 'code' ? 'code' : 'title')}
        >
          {SEARCH_FIELDS.map((option) => (
            <option key={option} value={option}>
              {messages.searchFields[option]}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor={textId}>{messages.searchText}</label>
        <input
          id={textId}
          type="search"
          maxLength={100}
          value={draftText}
          onChange={(event) => setDraftText(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="primary">
        {messages.search}
      </Button>
    </Form>
  );
});

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: end;
`;
