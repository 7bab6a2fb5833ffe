import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useLocalized } from '@shell/i18n';
import { Button } from '../controls/Button';
import { OVERLAY_DEFAULTS } from './overlayConstants';
import { overlayMessages } from './overlayMessages';
import { Body, DialogPanel, Footer, Header, IconButton, Title } from './overlayStyles';
import { useDrag } from './useDrag';
import { OverlayMask } from './OverlayMask';
import { LayerScope } from './LayerScope';
import { usePresence } from './usePresence';
import { useOkAction } from './useOkAction';

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Called by OK; the modal shows loading until it settles and stays open when it gives false. */
  onOk?: () => unknown;
  /** Leave out to show no footer; OK and Cancel appear when onOk is given. */
  footer?: ReactNode;
  width?: string | number;
  height?: string | number;
  escClosable?: boolean;
  maskClosable?: boolean;
  draggable?: boolean;
  /** Shows the header's close button; Esc still closes when escClosable. */
  closable?: boolean;
}

const KEY_MOVE = 16;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_MOVE, 0],
  ArrowRight: [KEY_MOVE, 0],
  ArrowUp: [0, -KEY_MOVE],
  ArrowDown: [0, KEY_MOVE],
};

/** docs/overlays-and-previewer.md modal: mask, close button, Esc, draggable; 50% × 40% and a 300 ms zoom by default. */
export function Modal(props: ModalProps) {
  const { open, title, children, onClose, onOk, footer } = props;
  const { escClosable = true, maskClosable = true, draggable = true, closable = true } = props;
  const messages = useLocalized(overlayMessages);
  const titleId = useId();
  const drag = useDrag(draggable);
  const ok = useOkAction(onOk, onClose);
  const presence = usePresence(open, OVERLAY_DEFAULTS.animationMs);
  if (!presence.present) return null;

  function handleHandleKey(event: KeyboardEvent<HTMLElement>) {
    const move = ARROWS[event.key];
    if (!move) return;
    event.preventDefault();
    drag.moveBy(move[0], move[1]);
  }

  return (
    <OverlayMask maskClosable={maskClosable} onClose={onClose} closing={presence.closing}>
      <LayerScope open={open} onEscape={escClosable ? onClose : undefined}>
        <DialogPanel
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          style={{
            width: props.width ?? OVERLAY_DEFAULTS.modalWidth,
            minHeight: props.height ?? OVERLAY_DEFAULTS.modalHeight,
            translate: `${drag.offset.x}px ${drag.offset.y}px`,
          }}
        >
          <Header {...drag.handlers} style={{ cursor: draggable ? 'move' : undefined }}>
            <Title id={titleId}>{title}</Title>
            {draggable && (
              <IconButton
                type="button"
                aria-label={messages.dragHandle}
                onKeyDown={handleHandleKey}
              >
                ✥
              </IconButton>
            )}
            {closable && (
              <IconButton type="button" aria-label={messages.close} onClick={onClose}>
                ✕
              </IconButton>
            )}
          </Header>
          <Body>{children}</Body>
          {(footer ?? onOk) && (
            <Footer>
              {footer ?? (
                <>
                  <Button type="button" onClick={onClose}>
                    {messages.cancel}
                  </Button>
                  <Button
                    type="button"
                    variant="primary"
                    aria-busy={ok.working}
                    onClick={() => void ok.handleOk()}
                  >
                    {ok.working ? messages.working : messages.ok}
                  </Button>
                </>
              )}
            </Footer>
          )}
        </DialogPanel>
      </LayerScope>
    </OverlayMask>
  );
}
