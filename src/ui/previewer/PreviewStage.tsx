import { useState, type WheelEvent } from 'react';
import styled from 'styled-components';
import { ZOOM } from '../overlays/overlayConstants';
import { useDrag } from '../overlays/useDrag';
import type { PreviewItem } from './previewItems';
import type { PreviewerMessages } from './previewerMessages';
import { usePinch } from './usePinch';

export interface PreviewStageProps {
  item: PreviewItem;
  scale: number;
  rotation: number;
  messages: PreviewerMessages;
  onZoom: (delta: number) => void;
  /** A pinch's size ratio since the last move. */
  onPinch: (ratio: number) => void;
  /** Shown instead of the error text when the image fails, if given. */
  fallbackImage?: string;
}

/** The current image (dragged, wheel-zoomed), its load error, or the non-image placeholder. */
export function PreviewStage(props: PreviewStageProps) {
  const { item, scale, rotation, messages, onZoom, onPinch, fallbackImage } = props;
  const [failed, setFailed] = useState(false);
  const drag = useDrag();
  const pinch = usePinch(onPinch, drag.handlers);

  function handleWheel(event: WheelEvent<HTMLElement>) {
    if (event.deltaY !== 0) onZoom(event.deltaY < 0 ? ZOOM.step : -ZOOM.step);
  }

  if (!item.isImage) {
    return (
      <Stage>
        <Placeholder role="img" aria-label={messages.cannotPreview}>
          <span aria-hidden="true">📄</span>
          <span>{item.title || messages.noFileName}</span>
        </Placeholder>
      </Stage>
    );
  }
  if (failed && !fallbackImage) {
    return (
      <Stage>
        <Problem role="alert">{messages.loadError}</Problem>
      </Stage>
    );
  }
  return (
    <Stage
      onWheel={handleWheel}
      {...pinch}
      onPointerCancel={pinch.onPointerUp}
      data-testid="preview-stage"
    >
      <Picture
        src={failed && fallbackImage ? fallbackImage : item.url}
        alt={item.title || messages.cannotPreview}
        draggable={false}
        onError={() => setFailed(true)}
        style={{
          transform: `translate(${drag.offset.x}px, ${drag.offset.y}px) scale(${scale}) rotate(${rotation}deg)`,
        }}
      />
    </Stage>
  );
}

const Stage = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  touch-action: none;
  cursor: grab;
`;

const Picture = styled.img`
  max-width: 90%;
  max-height: 90%;
  user-select: none;
  transition: transform 150ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Placeholder = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  font-size: ${({ theme }) => theme.font.size + 2}px;

  span:first-child {
    font-size: 64px;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.brandText};
  font-size: ${({ theme }) => theme.font.size + 2}px;
`;
