import styled from 'styled-components';
import { useLocalized } from '@shell/i18n';
import { isSafeUrl } from '@shell/navigation';
import { Modal } from '../overlays/Modal';
import { iframeMessages } from './iframeMessages';

export type IframeVariant = 'chat' | 'approval' | 'default';

export interface IframeViewerProps {
  open: boolean;
  /** Untrusted: anything but http(s) or a same-site path shows an error instead of a frame. */
  url: string;
  /** The file name (chat variant) or header title (default variant). */
  title?: string;
  variant?: IframeVariant;
  /** Approval variant: the close button is optional; Esc still closes. */
  closable?: boolean;
  width?: string | number;
  height?: string | number;
  onClose: () => void;
}

/**
 * Remote HTML is untrusted: the frame gets scripts but no same-origin rights, so it cannot read
 * this app's storage or cookies, navigate the top page, open popups or submit forms, and it sends
 * no referrer.
 */
export const IFRAME_SANDBOX = 'allow-scripts';
export const IFRAME_REFERRER_POLICY = 'no-referrer';

/** docs/overlays-and-previewer.md iframe modal viewer: chat-app, approval-permission and default variants. */
export function IframeViewer(props: IframeViewerProps) {
  const { open, url, variant = 'default', onClose } = props;
  const messages = useLocalized(iframeMessages);
  const title = props.title?.trim() || messages.defaultTitle;
  const approval = variant === 'approval';
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      closable={approval ? (props.closable ?? true) : true}
      maskClosable={false}
      width={approval ? props.width : undefined}
      height={approval ? props.height : '70vh'}
    >
      {isSafeUrl(url) ? (
        <Frame
          src={url}
          title={messages.frameTitle(title)}
          sandbox={IFRAME_SANDBOX}
          referrerPolicy={IFRAME_REFERRER_POLICY}
          data-variant={variant}
        />
      ) : (
        <Problem role="alert">{messages.badAddress}</Problem>
      )}
    </Modal>
  );
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 50vh;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
