import { useLocalized } from '@shell/i18n';
import { SegmentedControl } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { billsMessages } from '../messages';
import { DISPLAY_MODES, type DisplayMode } from '../types';

export interface DisplayModeToggleProps {
  mode: DisplayMode;
  onChange: (mode: DisplayMode) => void;
}

/** docs/bills-and-workflow.md LIST / TABLE, one of two: a segmented control (a radio group underneath). */
export const DisplayModeToggle = observer(function DisplayModeToggle({
  mode,
  onChange,
}: DisplayModeToggleProps) {
  const messages = useLocalized(billsMessages);
  return (
    <SegmentedControl
      label={messages.displayModeLabel}
      value={mode}
      onChange={onChange}
      options={DISPLAY_MODES.map((option) => ({
        value: option,
        label: messages.displayModes[option],
      }))}
    />
  );
});
