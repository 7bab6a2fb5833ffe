import { useLocalized } from '@shell/i18n';
import { Button, NumberField, StatusBadge } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { changeCap, statusOf, type ExtensionInstance } from './extensionCaps';
import { extensionMessages } from './extensionMessages';

export interface ExtensionInstanceCapProps {
  instance: ExtensionInstance;
  /** Called only with a cap the rules accept; the page saves it through its store. */
  onCapChange: (instance: ExtensionInstance) => void;
  busy?: boolean;
}

/** Spec §4: an extension instance's management, status and, when limited, its editable cap. */
export const ExtensionInstanceCap = observer(function ExtensionInstanceCap(
  props: ExtensionInstanceCapProps,
) {
  const { instance, onCapChange, busy = false } = props;
  const messages = useLocalized(extensionMessages);
  const [draft, setDraft] = useState(String(instance.cap ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const status = statusOf(instance);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    const change = changeCap(instance, text === '' ? Number.NaN : Number(text));
    if (!change.ok) {
      setProblem(messages.problem[change.problem](change.least));
      return;
    }
    setProblem(null);
    onCapChange(change.instance);
  };
  return (
    <Card aria-label={instance.name}>
      <h2>{instance.name}</h2>
      <p>
        {messages.management[instance.management]} ·{' '}
        <StatusBadge tone={status === 'enabled' ? 'success' : 'danger'}>
          {messages.status[status]}
        </StatusBadge>{' '}
        · {messages.used(instance.usedCount, instance.cap)}
      </p>
      {instance.management === 'LIMITED' && (
        <form onSubmit={handleSubmit} noValidate>
          <NumberField
            label={messages.cap}
            value={draft}
            error={problem ?? undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {messages.saveCap}
          </Button>
        </form>
      )}
    </Card>
  );
});

const Card = styled.section`
  padding: ${({ theme }) => theme.spacing.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs}px;
    font-size: inherit;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
  }

  form {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm}px;
    align-items: flex-end;
    flex-wrap: wrap;
  }
`;
