import { useLocalized } from '@shell/i18n';
import { Button, Select, TextField } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { filterMessages } from '../filterMessages';
import { SEARCH_FIELDS, type SearchField } from '../models/BillFilters';

export interface BillSearchProps {
  field: SearchField;
  text: string;
  onSearch: (field: SearchField, text: string) => void;
}

/** docs/bills-and-workflow.md search by name or code; runs on submit so typing does not fire a call per key. */
export const BillSearch = observer(function BillSearch({ field, text, onSearch }: BillSearchProps) {
  const messages = useLocalized(filterMessages);
  const [draftField, setDraftField] = useState<SearchField>(field);
  const [draftText, setDraftText] = useState(text);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draftField, draftText.trim());
  };
  return (
    <Form role="search" aria-label={messages.search} onSubmit={handleSubmit}>
      <Select
        label={messages.searchBy}
        value={draftField}
        onChange={(event) => setDraftField(event.target.value === 'code' ? 'code' : 'title')}
        options={SEARCH_FIELDS.map((option) => ({
          value: option,
          label: messages.searchFields[option],
        }))}
      />
      <TextField
        label={messages.searchText}
        type="search"
        maxLength={100}
        value={draftText}
        onChange={(event) => setDraftText(event.target.value)}
      />
      <Button type="submit" variant="primary">
        {messages.search}
      </Button>
    </Form>
  );
});

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(90px, auto) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: end;
  flex: 1 1 320px;
  min-width: 0;
`;
