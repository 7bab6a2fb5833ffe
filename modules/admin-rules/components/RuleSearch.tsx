import { useLocalized } from '@shell/i18n';
import { SearchField } from '@shell/ui';
import { useState } from 'react';
import { adminRulesMessages } from '../messages';

/** The name search of docs/admin.md; submitting starts again at the first page. */
export function RuleSearch({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (name: string) => void;
}) {
  const messages = useLocalized(adminRulesMessages);
  const [name, setName] = useState(initial);
  return (
    <SearchField label={messages.searchLabel} value={name} onChange={setName} onSearch={onSearch} />
  );
}
