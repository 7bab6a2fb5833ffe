import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ThemeProvider } from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { triggerDownload } from '@shell/navigation';
import { LayerScope } from '../overlays/LayerScope';
import { previewerMessages } from './previewerMessages';
import { ControlButton, PreviewerControls } from './PreviewerControls';
import { toPreviewItems, type PreviewSource } from './previewItems';
import {
  clampScale,
  goTo,
  rotate,
  startView,
  zoomBy,
  zoomIn,
  zoomOut,
  type PreviewView,
} from './previewMaths';
import { PreviewStage } from './PreviewStage';
import { previewTheme } from './previewTheme';
import { Counter, Hint, Screen, TopBar, ViewerTitle, VisuallyHidden } from './previewerStyles';
import { useIsTouch } from './useIsTouch';

export interface ImagePreviewerProps {
  open: boolean;
  /** Image addresses, or addresses with file names; untrusted entries are dropped. */
  images: readonly PreviewSource[];
  /** The image shown first; 0 by default or when out of range. */
  index?: number;
  onClose: () => void;
  /** Asks the application to download the chosen address; a plain link download otherwise. */
  onDownload?: (url: string, title: string) => void;
  /** docs/overlays-and-previewer.md: mask (background) click closes only when this is on; off by default. */
  maskClosable?: boolean;
  fallbackImage?: string;
}

/**
 * docs/overlays-and-previewer.md "Image previewer (full screen)". Each opening (or a new start index) mounts a fresh
 * screen, so scale, rotation and panning always start over.
 */
export function ImagePreviewer(props: ImagePreviewerProps) {
  if (!props.open) return null;
  return <PreviewerScreen key={props.index ?? 0} {...props} />;
}

function PreviewerScreen(props: ImagePreviewerProps) {
  const { onClose, maskClosable = false } = props;
  const messages = useLocalized(previewerMessages);
  const items = useMemo(() => toPreviewItems(props.images), [props.images]);
  const [view, setView] = useState<PreviewView>(() => startView(props.index, items.length));
  const screen = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const keysId = useId();
  const touch = useIsTouch();
  useEffect(() => {
    // Previous/next vanish at either end; focus must not fall to the page behind.
    const element = screen.current;
    if (element && !element.contains(document.activeElement)) element.focus();
  }, [view.index]);

  const item = items[view.index];
  const total = items.length;
  const download = () => {
    if (!item) return;
    if (props.onDownload) props.onDownload(item.url, item.title);
    else triggerDownload(item.url, item.title);
  };

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const actions: Record<string, (v: PreviewView) => PreviewView> = {
      ArrowLeft: (v) => goTo(v, v.index - 1, total),
      ArrowRight: (v) => goTo(v, v.index + 1, total),
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      r: (v) => rotate(v, 1),
      R: (v) => rotate(v, -1),
    };
    const action = actions[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    setView(action);
  }

  return createPortal(
    <ThemeProvider theme={previewTheme}>
      <LayerScope open onEscape={onClose}>
        <Screen
          ref={screen}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={keysId}
          tabIndex={-1}
          onKeyDown={handleKeyDown}
          onClick={(event) => {
            if (maskClosable && event.target === event.currentTarget) onClose();
          }}
        >
          <TopBar>
            <ViewerTitle id={titleId}>{item?.title || messages.dialog}</ViewerTitle>
            <Hint>{touch ? messages.hintTouch : messages.hintDesktop}</Hint>
            <Counter role="status">
              <span aria-hidden="true">{`${Math.min(view.index + 1, total)} / ${total}`}</span>
              <VisuallyHidden>{messages.counter(view.index + 1, total)}</VisuallyHidden>
            </Counter>
            <ControlButton type="button" onClick={onClose}>
              {messages.close}
            </ControlButton>
          </TopBar>
          <p id={keysId} hidden>
            {messages.keys}
          </p>
          {item ? (
            <PreviewStage
              key={view.index}
              item={item}
              scale={view.scale}
              rotation={view.rotation}
              messages={messages}
              fallbackImage={props.fallbackImage}
              onZoom={(delta) => setView((v) => zoomBy(v, delta))}
              onPinch={(ratio) => setView((v) => ({ ...v, scale: clampScale(v.scale * ratio) }))}
            />
          ) : (
            <p role="alert">{messages.empty}</p>
          )}
          <PreviewerControls
            view={view}
            total={total}
            messages={messages}
            onChange={setView}
            onDownload={item?.isImage ? download : undefined}
          />
        </Screen>
      </LayerScope>
    </ThemeProvider>,
    document.body,
  );
}
