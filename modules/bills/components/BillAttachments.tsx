import { useLocalized, type LocalizedCatalogue } from '@shell/i18n';
import {
  Button,
  canOpenFile,
  isImageName,
  openFile,
  useErrorNotice,
  type OpenableFile,
} from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { detailMessages } from '../detailMessages';
import { isSameSite } from '../models/parseAttachment';
import type { Attachment } from '../types';
import { saveBlob } from './saveBlob';

export interface BillAttachmentsProps {
  attachments: readonly Attachment[];
  /** Fetches a same-site file with the access token; rejects with the server's refusal. */
  onDownload: (url: string) => Promise<Blob>;
}

const previewMessages: LocalizedCatalogue<{
  preview: (fileName: string) => string;
  cannotOpen: (fileName: string) => string;
}> = {
  'zh-CN': {
    preview: (fileName) => `预览 ${fileName}`,
    cannotOpen: (fileName) => `无法打开 ${fileName}，请下载后查看`,
  },
  'en-US': {
    preview: (fileName) => `Preview ${fileName}`,
    cannotOpen: (fileName) => `${fileName} could not be opened; download it instead`,
  },
};

const releaseAll = (urls: string[]) => urls.splice(0).forEach((url) => URL.revokeObjectURL(url));

/**
 * docs/upload.md download: same-site files through the API client, others as plain links. docs/upload.md
 * preview through the shell's one path (`openFile`): images in the full-screen previewer, other
 * files at the document preview address with the watermark. Same-site images are fetched with
 * the access token first, because an <img> cannot send it; a failed fetch keeps the address, so
 * the previewer shows its load error rather than a blank.
 */
export const BillAttachments = observer(function BillAttachments(props: BillAttachmentsProps) {
  const { attachments, onDownload } = props;
  const messages = useLocalized(detailMessages);
  const { preview, cannotOpen } = useLocalized(previewMessages);
  const errorNotice = useErrorNotice();
  const [failed, setFailed] = useState<string | null>(null);
  const [unopened, setUnopened] = useState<string | null>(null);
  const blobUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = blobUrls.current;
    return () => releaseAll(urls);
  }, []);
  if (attachments.length === 0) return <p>{messages.noAttachments}</p>;
  const sameSite = (url: string) => isSameSite(url, window.location.origin);
  const asFile = ({ url, fileName }: Attachment): OpenableFile => ({ url, name: fileName });

  const handleDownload = async (attachment: Pick<Attachment, 'url' | 'fileName'>) => {
    setFailed(null);
    try {
      saveBlob(await onDownload(attachment.url), attachment.fileName);
    } catch (error) {
      // The shell's one reading: the server's words, nothing for a 403.
      const text = errorNotice.textOf(error);
      setFailed(text && messages.downloadFailed(attachment.fileName, text));
    }
  };
  const withTokenFetched = async (attachment: Attachment): Promise<OpenableFile> => {
    if (!isImageName(attachment.fileName) || !sameSite(attachment.url)) return asFile(attachment);
    const blob = await onDownload(attachment.url).catch(() => null);
    if (!blob) return asFile(attachment);
    const url = URL.createObjectURL(blob);
    blobUrls.current.push(url);
    return { url, name: attachment.fileName };
  };
  const open = (files: OpenableFile[], index: number, attachment: Attachment) => {
    const downloadShown = (url: string) => {
      const shown = attachments[files.findIndex((file) => file.url === url)];
      if (!shown) return;
      if (sameSite(shown.url)) void handleDownload(shown);
      else window.open(shown.url, '_blank', 'noopener,noreferrer');
    };
    const opened = openFile(files, index, { onDownload: downloadShown });
    setUnopened(opened ? null : attachment.fileName);
  };
  const handlePreview = async (attachment: Attachment) => {
    const index = attachments.indexOf(attachment);
    // A document opens in a new tab: synchronously, while the click still allows a popup.
    if (!isImageName(attachment.fileName)) return open(attachments.map(asFile), index, attachment);
    releaseAll(blobUrls.current);
    open(await Promise.all(attachments.map(withTokenFetched)), index, attachment);
  };

  return (
    <>
      <Files>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <span>{attachment.fileName}</span>
            <Actions>
              {canOpenFile(asFile(attachment)) && (
                <Button type="button" onClick={() => void handlePreview(attachment)}>
                  {preview(attachment.fileName)}
                </Button>
              )}
              {sameSite(attachment.url) ? (
                <Button type="button" onClick={() => void handleDownload(attachment)}>
                  {messages.download(attachment.fileName)}
                </Button>
              ) : (
                <a href={attachment.url} target="_blank" rel="noopener noreferrer">
                  {messages.download(attachment.fileName)}
                </a>
              )}
            </Actions>
          </li>
        ))}
      </Files>
      {failed && <Problem role="alert">{failed}</Problem>}
      {unopened && <Problem role="alert">{cannotOpen(unopened)}</Problem>}
    </>
  );
});

const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;

  /* On a phone the name and its two buttons do not fit one line: the buttons go under it. */
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.md}px;
    align-items: center;
    justify-content: space-between;
  }
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
