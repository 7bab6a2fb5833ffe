import { useEffect, useState } from 'react';
import { overlayBus } from '@shell/navigation';
import { IframeViewer } from './iframe/IframeViewer';
import { parseIframeRequest, type IframeRequest } from './iframe/parseIframeRequest';
import { ImagePreviewer } from './previewer/ImagePreviewer';
import type { PreviewSource } from './previewer/previewItems';

interface PreviewRequest {
  images: PreviewSource[];
  index: number;
  maskClosable: boolean;
  /** An in-app opener's own download (a same-site file needs the token); absent from a host page. */
  onDownload?: (url: string, title: string) => void;
}

function parsePreviewRequest(payload: unknown): PreviewRequest | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { images, index, maskClosable, onDownload } = payload as Record<string, unknown>;
  if (!Array.isArray(images)) return null;
  return {
    images: images as PreviewSource[],
    index: typeof index === 'number' ? index : 0,
    maskClosable: maskClosable === true,
    onDownload:
      typeof onDownload === 'function'
        ? (onDownload as (url: string, title: string) => void)
        : undefined,
  };
}

export interface OverlayHostProps {
  /** How the application downloads an address the previewer asks for. */
  onDownload?: (url: string, title: string) => void;
}

/** Mounted once by the shell: opens the previewer and the iframe viewer on bus events. */
export function OverlayHost({ onDownload }: OverlayHostProps) {
  const [preview, setPreview] = useState<PreviewRequest | null>(null);
  const [frame, setFrame] = useState<IframeRequest | null>(null);
  useEffect(() => {
    const offs = [
      overlayBus.on('imagePreview:open', (payload) => setPreview(parsePreviewRequest(payload))),
      overlayBus.on('imagePreview:close', () => setPreview(null)),
      overlayBus.on('iframeViewer:open', (payload) => setFrame(parseIframeRequest(payload))),
      overlayBus.on('iframeViewer:close', () => setFrame(null)),
    ];
    // Back or forward leaves the page the previewer and the frame were opened from.
    const closeBoth = () => {
      setPreview(null);
      setFrame(null);
    };
    window.addEventListener('popstate', closeBoth);
    return () => {
      offs.forEach((off) => off());
      window.removeEventListener('popstate', closeBoth);
    };
  }, []);
  return (
    <>
      {frame && <IframeViewer open {...frame} onClose={() => setFrame(null)} />}
      {preview && (
        <ImagePreviewer
          open
          images={preview.images}
          index={preview.index}
          maskClosable={preview.maskClosable}
          onDownload={preview.onDownload ?? onDownload}
          onClose={() => setPreview(null)}
        />
      )}
    </>
  );
}
