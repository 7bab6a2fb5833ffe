import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { LayerScope } from './overlays/LayerScope';

export interface AlertDialogProps {
  title: string;
  children: ReactNode;
  /** The buttons; the first one gets focus when the dialog opens. */
  actions: ReactNode;
  /** Esc calls this; leave it out when the person must choose an action. */
  onDismiss?: () => void;
}

/**
 * A modal message that needs an answer (docs/overlays-and-previewer.md host dialogs). Focus moves into it and stays
 * there (Tab wraps), so a keyboard or screen-reader user cannot lose it behind the mask.
 */
export function AlertDialog({ title, children, actions, onDismiss }: AlertDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);

  return (
    <Mask>
      {/* One of the overlay stack's layers, so it stacks correctly above an open modal or drawer. */}
      <LayerScope open onEscape={onDismiss}>
        <Panel
          ref={panel}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={bodyId}
        >
          <Title id={titleId}>{title}</Title>
          <Body id={bodyId}>{children}</Body>
          <Actions>{actions}</Actions>
        </Panel>
      </LayerScope>
    </Mask>
  );
}

const Mask = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px;
  background: ${({ theme }) => theme.colors.mask};
  z-index: ${({ theme }) => theme.zIndex.modal};
`;

const Panel = styled.div`
  width: min(400px, 100%);
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.font.size + 2}px;
`;

const Body = styled.p`
  margin: 0 0 20px;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
