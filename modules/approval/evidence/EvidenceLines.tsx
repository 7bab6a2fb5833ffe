import { useLocalized } from '@shell/i18n';
import { formatMonthDay } from '@shell/time';
import { ImagePreviewer, isImageName, Section } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import { AmountText } from '../components/AmountText';
import type { EvidenceFile, EvidenceLine } from './parseEvidence';
import { evidenceMessages } from './evidenceMessages';
import { Thumbnail } from './Thumbnail';

/** Every image of the bill, in line order: the previewer pages through them all. */
function imagesOf(lines: readonly EvidenceLine[], files: readonly EvidenceFile[]) {
  const ofLines = lines.flatMap((line) => [
    ...line.invoices.flatMap((invoice) => invoice.file ?? []),
    ...line.attachments,
  ]);
  return [...ofLines, ...files].filter((file) => isImageName(file.name));
}

/**
 * The evidence an approver decides on: each line (fee type, date, reason, amount) with its
 * invoices and files as thumbnails; an image opens in the full-screen previewer, another file
 * opens in a new tab.
 */
export const EvidenceLines = observer(function EvidenceLines(props: {
  lines: readonly EvidenceLine[];
  /** The bill's own files, after its lines. */
  files: readonly EvidenceFile[];
}) {
  const { lines } = props;
  const messages = useLocalized(evidenceMessages);
  const [shown, setShown] = useState<number | null>(null);
  const images = imagesOf(lines, props.files);
  const open = (file: EvidenceFile) => {
    const index = images.findIndex((image) => image.id === file.id);
    if (index >= 0) setShown(index);
    else window.open(file.url, '_blank', 'noopener,noreferrer');
  };
  return (
    <Section
      title={`${messages.lines} · ${messages.total(lines.length)}`}
      surface
      data-testid="evidence-lines"
    >
      {lines.length === 0 && <p>{messages.noLines}</p>}
      <Lines>
        {lines.map((line) => {
          const files = [
            ...line.invoices.flatMap((invoice) => invoice.file ?? []),
            ...line.attachments,
          ];
          return (
            <Line key={line.id} aria-label={line.feeTypeName}>
              <Head>
                <strong>{line.feeTypeName}</strong>
                <AmountText money={line.amount} />
              </Head>
              <Muted>
                {[
                  line.feeDate ? formatMonthDay(line.feeDate) : '',
                  line.reason,
                  messages.invoices(line.invoices.length),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Muted>
              {files.length > 0 && (
                <Thumbs>
                  {files.map((file, index) => (
                    <Thumbnail
                      key={file.id}
                      file={file}
                      label={messages.photo(line.feeTypeName, index + 1)}
                      fallback={messages.noPreview}
                      onOpen={() => open(file)}
                    />
                  ))}
                </Thumbs>
              )}
            </Line>
          );
        })}
      </Lines>
      {props.files.length > 0 && (
        <>
          <h3>{messages.attachments}</h3>
          <Thumbs>
            {props.files.map((file) => (
              <Thumbnail
                key={file.id}
                file={file}
                label={file.name}
                fallback={messages.noPreview}
                onOpen={() => open(file)}
              />
            ))}
          </Thumbs>
        </>
      )}
      <ImagePreviewer
        open={shown !== null}
        images={images.map((image) => ({ url: image.url, name: image.name }))}
        index={shown ?? 0}
        onClose={() => setShown(null)}
      />
    </Section>
  );
});

const Lines = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;
`;
