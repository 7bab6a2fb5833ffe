import { useLocalized } from '@shell/i18n';
import { Button, StatusBadge } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import { CapDialog } from './CapDialog';
import { statusOf, type ExtensionInstance } from './extensionCaps';
import { extensionMessages } from './extensionMessages';

export interface ExtensionInstanceCapProps {
  instance: ExtensionInstance;
  /** Saves a cap the rules accepted through the page's store; rejects when the server refuses. */
  onCapChange: (instance: ExtensionInstance) => Promise<void>;
}

/** docs/admin.md: an extension instance's management, status and, when limited, its cap editor. */
export const ExtensionInstanceCap = observer(function ExtensionInstanceCap(
  props: ExtensionInstanceCapProps,
) {
  const { instance, onCapChange } = props;
  const messages = useLocalized(extensionMessages);
  const [editing, setEditing] = useState(false);
  const status = statusOf(instance);
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
        <>
          <Button type="button" onClick={() => setEditing(true)}>
            {messages.editCap}
          </Button>
          {editing && (
            <CapDialog
              instance={instance}
              open
              onClose={() => setEditing(false)}
              onSave={onCapChange}
            />
          )}
        </>
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
`;
