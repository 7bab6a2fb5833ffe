import { useCombobox } from 'downshift';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { inputStyles } from './inputStyles';

export interface ComboboxProps<T> {
  id?: string;
  /** The input's name when no <label> points at it. */
  inputLabel?: string;
  /** Names the listbox of choices. */
  listLabel: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** What the input shows for an item and what screen readers announce. */
  itemText: (item: T) => string;
  renderItem?: (item: T) => ReactNode;
  inputValue: string;
  onInputValueChange: (text: string) => void;
  onPick: (item: T) => void;
  /** Focus left the input (the popup is closed by then). */
  onLeave?: () => void;
  /** The popup's live line: searching, failed, no matches, n results. */
  status?: string;
  /** Told the parent whether the popup is open (to search only then). */
  onOpenChange?: (open: boolean) => void;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  readOnly?: boolean;
  placeholder?: string;
}

/**
 * WAI-ARIA combobox with a listbox popup, keyboard model by downshift: arrows move the active
 * option, Enter picks it, Escape closes, focus stays in the input. Items come from the caller,
 * who searches as `inputValue` changes.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { items, itemKey, itemText, renderItem, status } = props;
  const combobox = useCombobox<T>({
    id: props.id ? `${props.id}-combobox` : undefined,
    inputId: props.id,
    items: [...items],
    itemToString: (item) => (item ? itemText(item) : ''),
    itemToKey: (item) => (item ? itemKey(item) : null),
    inputValue: props.inputValue,
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) props.onInputValueChange(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) props.onPick(selectedItem);
    },
    onIsOpenChange: ({ isOpen }) => props.onOpenChange?.(Boolean(isOpen)),
  });
  const { isOpen, highlightedIndex } = combobox;
  return (
    <Wrap>
      <Input
        {...combobox.getInputProps({
          'aria-label': props.inputLabel,
          'aria-describedby': props.describedBy,
          'aria-invalid': props.invalid || undefined,
          'aria-required': props.required || undefined,
          readOnly: props.readOnly,
          placeholder: props.placeholder,
          onClick: () => {
            if (!props.readOnly && !isOpen) combobox.openMenu();
          },
          onKeyDown: (event) => {
            // An open popup owns Enter: it picks, and never submits the form underneath.
            if (event.key === 'Enter' && isOpen) event.preventDefault();
            if (props.readOnly)
              (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                true;
          },
          onBlur: () => props.onLeave?.(),
        })}
      />
      <Popup hidden={!isOpen || props.readOnly}>
        <Listbox {...combobox.getMenuProps({ 'aria-label': props.listLabel })}>
          {isOpen &&
            items.map((item, index) => (
              <Option
                key={itemKey(item)}
                $active={index === highlightedIndex}
                {...combobox.getItemProps({ item, index })}
              >
                {renderItem ? renderItem(item) : itemText(item)}
              </Option>
            ))}
        </Listbox>
        <Status role="status">{isOpen ? (status ?? '') : ''}</Status>
      </Popup>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Input = styled.input`
  ${inputStyles}
`;

const Popup = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.popup};
  margin-top: ${({ theme }) => theme.spacing.xxs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  max-height: 280px;
  overflow-y: auto;
`;

const Listbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: ${({ theme }) => theme.control.touch}px;
  padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.md}px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.background : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focusRing}` : 'none')};
  outline-offset: -2px;
`;

const Status = styled.div`
  padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};

  &:empty {
    display: none;
  }
`;
