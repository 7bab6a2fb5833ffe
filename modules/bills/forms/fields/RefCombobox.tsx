import { useLocale } from '@shell/i18n';
import { useState, type KeyboardEvent } from 'react';
import { formWords } from '../formWords';
import type { RefItem } from '../refEntities';
import { Input } from './fieldStyles';
import { Details, Listbox, Option, Popup, Status, Wrap } from './refComboboxStyles';
import { refItemDetails, refItemLabel } from './refItemText';
import { useRefSearch, type RefSearchState } from './useRefSearch';

export interface RefComboboxProps {
  id: string;
  entity: string;
  /** Names the listbox of choices. */
  label: string;
  /** The input's own name when no <label> points at it (inside a fieldset). */
  inputLabel?: string;
  text: string;
  onTextChange(text: string): void;
  onPick(item: RefItem): void;
  /** Focus left the input (the popup is closed by then). */
  onLeave(): void;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
  readOnly: boolean;
}

function statusText(search: RefSearchState, words: (typeof formWords)['zh-CN']): string {
  if (search.status === 'loading') return words.searching;
  if (search.status === 'failed') return words.searchFailed;
  if (search.status === 'done') {
    return search.items.length === 0 ? words.noMatches : words.resultCount(search.items.length);
  }
  return '';
}

/**
 * WAI-ARIA combobox with a listbox popup: typing searches (debounced, via RefSource), arrows
 * move the active option, Enter picks it, Escape closes. Focus stays in the input throughout;
 * the active option is announced through aria-activedescendant.
 */
export function RefCombobox(props: RefComboboxProps) {
  const locale = useLocale();
  const words = formWords[locale];
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useRefSearch(props.entity, props.text, open && !props.readOnly);
  const items = search.items;
  const active = open && activeIndex < items.length ? activeIndex : -1;
  const listId = `${props.id}-listbox`;
  const optionId = (index: number) => `${props.id}-option-${index}`;

  const pick = (item: RefItem) => {
    setOpen(false);
    setActiveIndex(-1);
    props.onPick(item);
  };
  const move = (step: number) => {
    if (!open) setOpen(true);
    else if (items.length > 0) {
      setActiveIndex(Math.min(Math.max(active + step, 0), items.length - 1));
    }
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (props.readOnly) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open) {
      // An open popup owns Enter: it picks, and never submits the form underneath.
      event.preventDefault();
      if (active >= 0) pick(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <Wrap>
      <Input
        id={props.id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-label={props.inputLabel}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-required={props.required}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        readOnly={props.readOnly}
        $invalid={props.invalid}
        value={props.text}
        onChange={(event) => {
          props.onTextChange(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onClick={() => !props.readOnly && setOpen(true)}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          setOpen(false);
          setActiveIndex(-1);
          props.onLeave();
        }}
      />
      <Popup hidden={!open}>
        <Listbox id={listId} role="listbox" aria-label={props.label}>
          {items.map((item, index) => (
            <Option
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              $active={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
            >
              <span>{refItemLabel(item, locale)}</span>
              {item.details.length > 0 && <Details>{refItemDetails(item, locale)}</Details>}
            </Option>
          ))}
        </Listbox>
        <Status role="status">{open ? statusText(search, words) : ''}</Status>
      </Popup>
    </Wrap>
  );
}
