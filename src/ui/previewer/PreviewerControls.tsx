import styled from 'styled-components';
import { IconButton } from '../overlays/overlayStyles';
import type { PreviewerMessages } from './previewerMessages';
import { goTo, rotate, zoomIn, zoomOut, type PreviewView } from './previewMaths';
import { Toolbar, VisuallyHidden } from './previewerStyles';
import { ZOOM } from '../overlays/overlayConstants';

export interface PreviewerControlsProps {
  view: PreviewView;
  total: number;
  messages: PreviewerMessages;
  onChange: (view: PreviewView) => void;
  /** Left out for a non-image item: nothing to download from the previewer. */
  onDownload?: () => void;
}

/** Footer of docs/overlays-and-previewer.md: rotate left, zoom out, zoom in, rotate right, download; and previous/next. */
export function PreviewerControls(props: PreviewerControlsProps) {
  const { view, total, messages, onChange, onDownload } = props;
  const percent = Math.round(view.scale * 100);
  return (
    <Toolbar>
      {view.index > 0 && (
        <ControlButton type="button" onClick={() => onChange(goTo(view, view.index - 1, total))}>
          ‹ {messages.previous}
        </ControlButton>
      )}
      <ControlButton
        type="button"
        aria-label={messages.rotateLeft}
        onClick={() => onChange(rotate(view, -1))}
      >
        ⟲
      </ControlButton>
      <ControlButton
        type="button"
        aria-label={messages.zoomOut}
        aria-disabled={view.scale <= ZOOM.min}
        onClick={() => onChange(zoomOut(view))}
      >
        −
      </ControlButton>
      <State role="status">
        <span aria-hidden="true">{percent}%</span>
        <VisuallyHidden>{messages.state(percent, view.rotation)}</VisuallyHidden>
      </State>
      <ControlButton
        type="button"
        aria-label={messages.zoomIn}
        aria-disabled={view.scale >= ZOOM.max}
        onClick={() => onChange(zoomIn(view))}
      >
        +
      </ControlButton>
      <ControlButton
        type="button"
        aria-label={messages.rotateRight}
        onClick={() => onChange(rotate(view, 1))}
      >
        ⟳
      </ControlButton>
      {onDownload && (
        <ControlButton type="button" onClick={onDownload}>
          {messages.download}
        </ControlButton>
      )}
      {view.index < total - 1 && (
        <ControlButton type="button" onClick={() => onChange(goTo(view, view.index + 1, total))}>
          {messages.next} ›
        </ControlButton>
      )}
    </Toolbar>
  );
}

export const ControlButton = styled(IconButton)`
  border-color: ${({ theme }) => theme.colors.border};
`;

const State = styled.span`
  min-width: 4em;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
