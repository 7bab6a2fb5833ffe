import { useLocalized } from '@shell/i18n';
import { Checkbox } from '@shell/ui';
import { ruleFormMessages } from '../forms/ruleFormMessages';
import type { SpecificationChoice } from '../types';
import { Group } from './formStyles';

export interface SpecificationChooserProps {
  specifications: readonly SpecificationChoice[];
  /** null: every specification. */
  value: string[] | null;
  onChange: (ids: string[] | null) => void;
}

/** "All bill templates", or a choice among them. */
export function SpecificationChooser({
  specifications,
  value,
  onChange,
}: SpecificationChooserProps) {
  const messages = useLocalized(ruleFormMessages);
  const toggle = (id: string) => {
    const current = value ?? [];
    onChange(current.includes(id) ? current.filter((item) => item !== id) : [...current, id]);
  };
  return (
    <Group>
      <legend>{messages.specifications}</legend>
      <Checkbox
        label={messages.allSpecifications}
        checked={value === null}
        onChange={(event) => onChange(event.target.checked ? null : [])}
      />
      {value !== null &&
        specifications.map((spec) => (
          <Checkbox
            key={spec.id}
            label={spec.name}
            checked={value.includes(spec.id)}
            onChange={() => toggle(spec.id)}
          />
        ))}
    </Group>
  );
}
