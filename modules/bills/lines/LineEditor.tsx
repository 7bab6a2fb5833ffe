import { useLocalized } from '@shell/i18n';
import { BottomSheet, Drawer, useIsPhone } from '@shell/ui';
import { LineForm, type LineFormProps } from './LineForm';
import { lineMessages } from './lineMessages';

export interface LineEditorProps extends Omit<LineFormProps, 'onCancel'> {
  open: boolean;
  onClose(): void;
}

/**
 * Where a line is edited: a sheet from the bottom edge on phones (the page stays behind it),
 * a drawer from the right on desktop (the list stays in view). Closing drops what was typed
 * in the line; Done hands it to the list.
 */
export function LineEditor({ open, onClose, ...form }: LineEditorProps) {
  const messages = useLocalized(lineMessages);
  const isPhone = useIsPhone();
  const title = form.line ? messages.editLine : messages.newLine;
  const body = open && <LineForm {...form} onCancel={onClose} />;
  if (isPhone) {
    return (
      <BottomSheet open={open} title={title} onClose={onClose}>
        {body}
      </BottomSheet>
    );
  }
  return (
    <Drawer open={open} title={title} width={560} resizable={false} onClose={onClose}>
      {body}
    </Drawer>
  );
}
