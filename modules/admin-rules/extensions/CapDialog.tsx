import { useLocalized } from '@shell/i18n';
import { Modal, NumberField } from '@shell/ui';
import { useState } from 'react';
import { changeCap, type ExtensionInstance } from './extensionCaps';
import { extensionMessages } from './extensionMessages';

export interface CapDialogProps {
  instance: ExtensionInstance;
  open: boolean;
  onClose: () => void;
  /** Saves a cap the rules accepted; rejects with the server's refusal. */
  onSave: (instance: ExtensionInstance) => Promise<void>;
}

/**
 * The cap of one limited instance in the kit's modal. A cap the rules refuse is said under the
 * field; a refused save is said by the kit's OK action (the shell's notifier) while the dialog
 * stays open with what the admin typed.
 */
export function CapDialog({ instance, open, onClose, onSave }: CapDialogProps) {
  const messages = useLocalized(extensionMessages);
  const [draft, setDraft] = useState(String(instance.cap ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const handleOk = async () => {
    const text = draft.trim();
    const change = changeCap(instance, text === '' ? Number.NaN : Number(text));
    if (!change.ok) {
      setProblem(messages.problem[change.problem](change.least));
      return false;
    }
    setProblem(null);
    await onSave(change.instance);
    return true;
  };
  return (
    <Modal
      open={open}
      title={messages.editTitle(instance.name)}
      width="min(28rem, calc(100vw - 32px))"
      onClose={onClose}
      onOk={handleOk}
    >
      <p>{messages.used(instance.usedCount, instance.cap)}</p>
      <NumberField
        label={messages.cap}
        value={draft}
        error={problem ?? undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
    </Modal>
  );
}
