import { useLocalized } from '@shell/i18n';
import { ruleFormMessages } from '../forms/ruleFormMessages';
import type { SpecificationChoice } from '../types';

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
    <fieldset>
      <legend>{messages.specifications}</legend>
      <label>
        <input
          type="checkbox"
          checked={value === null}
          onChange={(event) => onChange(event.target.checked ? null : [])}
        />
        {messages.allSpecifications}
      </label>
      {value !== null &&
        specifications.map((spec) => (
          <label key={spec.id}>
            <input
              type="checkbox"
              checked={value.includes(spec.id)}
              onChange={() => toggle(spec.id)}
            />
            {spec.name}
          </label>
        ))}
    </fieldset>
  );
}
