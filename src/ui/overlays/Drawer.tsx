import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { OVERLAY_DEFAULTS } from './overlayConstants';
import { overlayMessages } from './overlayMessages';
import { Body, Header, IconButton, SidePanel, Title } from './overlayStyles';
import { useDebouncedCallback } from './useDebouncedCallback';
import { OverlayMask } from './OverlayMask';
import { LayerScope } from './LayerScope';
import { usePresence } from './usePresence';

export interface DrawerProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** In px; 700 by default (docs/overlays-and-previewer.md). */
  width?: number;
  /** Off for a plain side popup. */
  resizable?: boolean;
  /** Told the new width 1 s after the last resize (docs/overlays-and-previewer.md debounce). */
  onResize?: (width: number) => void;
  maskClosable?: boolean;
}

const MIN_WIDTH = 320;
const KEY_STEP = 40;

/** docs/overlays-and-previewer.md resizable drawer: from the right, resizable from its left edge, full-screen toggle. */
export function Drawer(props: DrawerProps) {
  const { open, title, children, onClose, resizable = true, maskClosable = true } = props;
  const messages = useLocalized(overlayMessages);
  const titleId = useId();
  const [width, setWidth] = useState(props.width ?? OVERLAY_DEFAULTS.drawerWidth);
  const [fullScreen, setFullScreen] = useState(false);
  const notifyResize = useDebouncedCallback(
    props.onResize,
    OVERLAY_DEFAULTS.drawerResizeDebounceMs,
  );
  const dragging = useRef(false);
  const presence = usePresence(open, OVERLAY_DEFAULTS.animationMs);
  if (!presence.present) return null;

  function resizeTo(next: number) {
    const clamped = Math.round(Math.min(window.innerWidth, Math.max(MIN_WIDTH, next)));
    setWidth(clamped);
    notifyResize(clamped);
  }

  function handleEdgeKey(event: KeyboardEvent<HTMLElement>) {
    // The panel grows leftwards, so the left arrow widens it.
    const delta = { ArrowLeft: KEY_STEP, ArrowRight: -KEY_STEP }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    resizeTo(width + delta);
  }

  function handleEdgeMove(event: PointerEvent<HTMLElement>) {
    if (dragging.current) resizeTo(window.innerWidth - event.clientX);
  }

  return (
    <OverlayMask maskClosable={maskClosable} onClose={onClose} closing={presence.closing}>
      <LayerScope open={open} onEscape={onClose}>
        <SidePanel
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          style={{ width: fullScreen ? '100vw' : width }}
        >
          {resizable && !fullScreen && (
            <Edge
              role="separator"
              aria-orientation="vertical"
              aria-label={messages.resizeHandle}
              aria-valuenow={width}
              aria-valuemin={MIN_WIDTH}
              tabIndex={0}
              onKeyDown={handleEdgeKey}
              onPointerDown={(event) => {
                dragging.current = true;
                event.currentTarget.setPointerCapture?.(event.pointerId);
              }}
              onPointerMove={handleEdgeMove}
              onPointerUp={() => {
                dragging.current = false;
              }}
            />
          )}
          <Header>
            <Title id={titleId}>{title}</Title>
            {resizable && (
              <IconButton
                type="button"
                aria-pressed={fullScreen}
                onClick={() => setFullScreen(!fullScreen)}
              >
                {fullScreen ? messages.exitFullScreen : messages.fullScreen}
              </IconButton>
            )}
            <IconButton type="button" aria-label={messages.close} onClick={onClose}>
              ✕
            </IconButton>
          </Header>
          <Body>{children}</Body>
        </SidePanel>
      </LayerScope>
    </OverlayMask>
  );
}

const Edge = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  left: -4px;
  width: 8px;
  cursor: ew-resize;

  &:focus-visible,
  &:hover {
    background: ${({ theme }) => theme.colors.focusRing};
  }
`;
