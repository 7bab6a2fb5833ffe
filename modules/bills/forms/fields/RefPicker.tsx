import { useLocale } from '@shell/i18n';
import { useState } from 'react';
import type { FieldDescriptor } from '../FieldDescriptor';
import { formWords } from '../formWords';
import { FieldFrame } from './FieldFrame';
import { Row, SmallButton } from './fieldStyles';
import { RefCombobox } from './RefCombobox';
import { refItemDetails, refItemLabel } from './refItemText';
import { describedBy, useFieldFrame } from './useFieldFrame';
import { useRefItems } from './useRefItems';

/**
 * One record of the field's entity (staff, department, account…), chosen by searching. The
 * value is the record's id; the input shows its name, and the hint its selection fields.
 */
export function RefPicker({ field }: { field: FieldDescriptor }) {
  const locale = useLocale();
  const words = formWords[locale];
  const frame = useFieldFrame<string>(field);
  const entity = field.entity ?? '';
  const id = typeof frame.value === 'string' ? frame.value : '';
  const { known, remember } = useRefItems(entity, id ? [id] : []);
  // What is typed while searching; null shows the chosen record's name.
  const [typed, setTyped] = useState<string | null>(null);
  const chosen = id ? known.get(id) : undefined;
  const chosenText = chosen ? refItemLabel(chosen, locale) : id;
  const details = chosen ? refItemDetails(chosen, locale) : '';
  return (
    <FieldFrame frame={frame} required={field.required} hint={details || undefined}>
      <Row>
        <RefCombobox
          id={frame.id}
          entity={entity}
          label={frame.label}
          text={typed ?? chosenText}
          onTextChange={setTyped}
          onPick={(item) => {
            remember(item);
            setTyped(null);
            frame.commit(item.id);
          }}
          onLeave={() => {
            // Emptying the text and leaving clears the choice; other leftovers are discarded.
            if (typed === '') frame.commit('');
            else frame.touch();
            setTyped(null);
          }}
          describedBy={describedBy(frame, details !== '')}
          invalid={frame.error !== null}
          required={field.required}
          readOnly={field.readOnly}
        />
        {id && !field.readOnly && (
          <SmallButton
            type="button"
            aria-label={words.clear(frame.label)}
            onClick={() => {
              setTyped(null);
              frame.commit('');
            }}
          >
            ×
          </SmallButton>
        )}
      </Row>
    </FieldFrame>
  );
}
