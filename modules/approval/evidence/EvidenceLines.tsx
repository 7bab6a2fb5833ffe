import { useLocalized } from '@shell/i18n';
import { formatMonthDay } from '@shell/time';
import { ItemRow, ItemRowHead, ItemRowNote, List, openFile, Section } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { AmountText } from '../components/AmountText';
import type { EvidenceFile, EvidenceLine } from './parseEvidence';
import { evidenceMessages } from './evidenceMessages';
import { Thumbnail } from './Thumbnail';

const filesOfLine = (line: EvidenceLine) => [
  ...line.invoices.flatMap((invoice) => invoice.file ?? []),
  ...line.attachments,
];

/**
 * The evidence an approver decides on: each line (fee type, date, reason, amount) with its
 * invoices and files as thumbnails. A file opens through the shell's one path (`openFile`): an
 * image in the full-screen previewer, paging through every image of the bill in line order;
 * another file at the document preview address with the watermark. Where neither can open it
 * (no previewer mounted, no preview host), the file's own address opens in a new tab.
 */
export const EvidenceLines = observer(function EvidenceLines(props: {
  lines: readonly EvidenceLine[];
  /** The bill's own files, after its lines. */
  files: readonly EvidenceFile[];
}) {
  const { lines } = props;
  const messages = useLocalized(evidenceMessages);
  const all = [...lines.flatMap(filesOfLine), ...props.files];
  const open = (file: EvidenceFile) => {
    const index = all.findIndex((each) => each.id === file.id);
    if (!openFile(all, index)) window.open(file.url, '_blank', 'noopener,noreferrer');
  };
  return (
    <Section
      title={`${messages.lines} · ${messages.total(lines.length)}`}
      surface
      data-testid="evidence-lines"
    >
      {lines.length === 0 && <p>{messages.noLines}</p>}
      <List as="ol">
        {lines.map((line) => {
          const files = filesOfLine(line);
          return (
            <ItemRow key={line.id} aria-label={line.feeTypeName}>
              <ItemRowHead>
                <strong>{line.feeTypeName}</strong>
                <AmountText money={line.amount} />
              </ItemRowHead>
              <ItemRowNote>
                {[
                  line.feeDate ? formatMonthDay(line.feeDate) : '',
                  line.reason,
                  messages.invoices(line.invoices.length),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </ItemRowNote>
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
            </ItemRow>
          );
        })}
      </List>
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
    </Section>
  );
});

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;
`;
