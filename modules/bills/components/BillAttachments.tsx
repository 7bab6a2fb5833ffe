import { useLocalized, type LocalizedCatalogue } from '@shell/i18n';
import { Button, ImagePreviewer, isImageName, type PreviewSource } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { detailMessages } from '../detailMessages';
import { isSameSite } from '../models/parseAttachment';
import type { Attachment } from '../types';
import { saveBlob } from './saveBlob';

export interface BillAttachmentsProps {
  attachments: readonly Attachment[];
  /** Fetches a same-site file with the access token; null when it failed. */
  onDownload: (url: string) => Promise<Blob | null>;
}

const previewMessages: LocalizedCatalogue<{ preview: (fileName: string) => string }> = {
  'zh-CN': { preview: (fileName) => `预览 ${fileName}` },
  'en-US': { preview: (fileName) => `Preview ${fileName}` },
};

interface OpenPreview {
  sources: PreviewSource[];
  index: number;
}

const releaseAll = (sources: readonly PreviewSource[]) =>
  sources.forEach((source) => {
    if (typeof source !== 'string' && source.url.startsWith('blob:'))
      URL.revokeObjectURL(source.url);
  });

/**
 * Spec §7 download: same-site files through the API client, others as plain links. Images also
 * open in the shell's full-screen previewer; same-site ones are fetched with the access token
 * first, because an <img> cannot send it. A failed fetch keeps the address, so the previewer
 * shows its load error rather than a blank.
 */
export const BillAttachments = observer(function BillAttachments(props: BillAttachmentsProps) {
  const { attachments, onDownload } = props;
  const messages = useLocalized(detailMessages);
  const { preview } = useLocalized(previewMessages);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState<OpenPreview | null>(null);
  useEffect(() => () => releaseAll(open?.sources ?? []), [open]);
  if (attachments.length === 0) return <p>{messages.noAttachments}</p>;
  const images = attachments.filter((attachment) => isImageName(attachment.fileName));
  const sameSite = (url: string) => isSameSite(url, window.location.origin);

  const handleDownload = async (attachment: Pick<Attachment, 'url' | 'fileName'>) => {
    setFailed(null);
    const blob = await onDownload(attachment.url);
    if (blob) saveBlob(blob, attachment.fileName);
    else setFailed(attachment.fileName);
  };
  const handlePreview = async (attachment: Attachment) => {
    const sources = await Promise.all(
      images.map(async ({ url, fileName }) => {
        const blob = sameSite(url) ? await onDownload(url) : null;
        return { url: blob ? URL.createObjectURL(blob) : url, name: fileName };
      }),
    );
    setOpen({ sources, index: images.indexOf(attachment) });
  };
  const downloadFromPreview = (index: number) => {
    const attachment = images[index];
    if (!attachment) return;
    if (sameSite(attachment.url)) void handleDownload(attachment);
    else window.open(attachment.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <Files>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <span>{attachment.fileName}</span>
            <Actions>
              {images.includes(attachment) && (
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
      {failed && <Problem role="alert">{messages.downloadFailed(failed)}</Problem>}
      {open && (
        <ImagePreviewer
          open
          images={open.sources}
          index={open.index}
          onClose={() => setOpen(null)}
          onDownload={(url) =>
            downloadFromPreview(
              open.sources.findIndex((s) => typeof s !== 'string' && s.url === url),
            )
          }
        />
      )}
    </>
  );
});

const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing.md}px;
    align-items: center;
    justify-content: space-between;
  }
`;

const Actions = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
