import { useLocale } from '@shell/i18n';
import { useState } from 'react';
import styled from 'styled-components';
import type { FieldDescriptor } from '../FieldDescriptor';
import { formWords } from '../formWords';
import { FieldFrame } from './FieldFrame';
import { SmallButton } from './fieldStyles';
import { RefCombobox } from './RefCombobox';
import { refItemDetails, refItemLabel } from './refItemText';
import { describedBy, useFieldFrame } from './useFieldFrame';
import { useRefItems } from './useRefItems';

const NO_IDS: readonly string[] = [];

/** Several records of one entity (a list of refs): chosen ones listed, each removable. */
export function ListField({ field }: { field: FieldDescriptor }) {
  const locale = useLocale();
  const words = formWords[locale];
  const frame = useFieldFrame<readonly string[]>(field);
  const entity = field.entity ?? '';
  const ids = Array.isArray(frame.value) ? frame.value : NO_IDS;
  const { known, remember } = useRefItems(entity, ids);
  const [text, setText] = useState('');
  const nameOf = (id: string) => {
    const item = known.get(id);
    return item ? refItemLabel(item, locale) : id;
  };
  return (
    <FieldFrame frame={frame} required={field.required} group>
      {ids.length > 0 && (
        <Chosen aria-label={words.selected(frame.label)}>
          {ids.map((id) => {
            const item = known.get(id);
            return (
              <Chip key={id}>
                <ChipText>
                  <Name>{nameOf(id)}</Name>
                  {item && item.details.length > 0 && <Muted>{refItemDetails(item, locale)}</Muted>}
                </ChipText>
                {!field.readOnly && (
                  <SmallButton
                    type="button"
                    aria-label={words.remove(nameOf(id))}
                    onClick={() => frame.commit(ids.filter((other) => other !== id))}
                  >
                    ×
                  </SmallButton>
                )}
              </Chip>
            );
          })}
        </Chosen>
      )}
      <RefCombobox
        id={frame.id}
        entity={entity}
        label={frame.label}
        inputLabel={frame.label}
        text={text}
        onTextChange={setText}
        onPick={(item) => {
          remember(item);
          setText('');
          if (!ids.includes(item.id)) frame.commit([...ids, item.id]);
        }}
        onLeave={() => {
          setText('');
          frame.touch();
        }}
        describedBy={describedBy(frame, false)}
        invalid={frame.error !== null}
        required={field.required}
        readOnly={field.readOnly}
      />
    </FieldFrame>
  );
}

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
  max-width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.xxs}px ${({ theme }) => theme.spacing.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
`;

// The name on one line (a name broken a character per line is unreadable); the details under it
// wrap, so a chip never runs past its field.
const ChipText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.typography.caption.size}px;
  overflow-wrap: anywhere;
`;
