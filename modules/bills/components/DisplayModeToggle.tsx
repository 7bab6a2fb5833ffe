import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { billsMessages } from '../messages';
import { DISPLAY_MODES, type DisplayMode } from '../types';

export interface DisplayModeToggleProps {
  mode: DisplayMode;
  onChange: (mode: DisplayMode) => void;
}

/** Spec §9 LIST / TABLE: two toggle buttons, the pressed one is the current mode. */
export const DisplayModeToggle = observer(function DisplayModeToggle({
  mode,
  onChange,
}: DisplayModeToggleProps) {
  const messages = useLocalized(billsMessages);
  return (
    <Group role="group" aria-label={messages.displayModeLabel}>
      {DISPLAY_MODES.map((option) => (
        <Button
          key={option}
          type="button"
          aria-pressed={option === mode}
          variant={option === mode ? 'primary' : 'secondary'}
          onClick={() => onChange(option)}
        >
          {messages.displayModes[option]}
        </Button>
      ))}
    </Group>
  );
});

const Group = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs}px;
`;
