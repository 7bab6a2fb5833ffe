import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { useState, type FormEvent } from 'react';
import { adminRulesMessages } from '../messages';

/** The name search of spec §2; submitting starts again at the first page. */
export function RuleSearch({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (name: string) => void;
}) {
  const messages = useLocalized(adminRulesMessages);
  const [name, setName] = useState(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(name);
  };
  return (
    <form role="search" onSubmit={handleSubmit}>
      <input
        type="search"
        aria-label={messages.searchLabel}
        placeholder={messages.searchLabel}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit">{messages.search}</Button>
    </form>
  );
}
