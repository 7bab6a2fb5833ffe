import { useLocalized } from '@shell/i18n';
import { Button } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
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

/** Spec §7 download: same-site files through the API client, others as plain links. */
export const BillAttachments = observer(function BillAttachments(props: BillAttachmentsProps) {
  const { attachments, onDownload } = props;
  const messages = useLocalized(detailMessages);
  const [failed, setFailed] = useState<string | null>(null);
  if (attachments.length === 0) return <p>{messages.noAttachments}</p>;
  const handleDownload = async (attachment: Attachment) => {
    setFailed(null);
    const blob = await onDownload(attachment.url);
    if (blob) saveBlob(blob, attachment.fileName);
    else setFailed(attachment.fileName);
  };
  return (
    <>
      <Files>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <span>{attachment.fileName}</span>
            {isSameSite(attachment.url, window.location.origin) ? (
              <Button type="button" onClick={() => void handleDownload(attachment)}>
                {messages.download(attachment.fileName)}
              </Button>
            ) : (
              <a href={attachment.url} target="_blank" rel="noopener noreferrer">
                {messages.download(attachment.fileName)}
              </a>
            )}
          </li>
        ))}
      </Files>
      {failed && <Problem role="alert">{messages.downloadFailed(failed)}</Problem>}
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

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
