import { useLocalized } from '@shell/i18n';
import { Button, Section, useErrorNotice } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { batchMessages } from '../batchMessages';
import type { BatchPrintStore } from '../BatchPrintStore';
import type { PrintLookups } from '../PrintLookups';
import { PrintDocument } from './PrintDocument';
import { PRINT_DOCUMENT_CLASS } from './PrintMediaStyle';

export interface BatchPrintDocumentProps {
  batch: BatchPrintStore;
  lookups: PrintLookups;
}

/**
 * What a batch puts on paper: every printed bill's sheet, each from a new A4 page, in one
 * document; the print dialog opens once, after the sheets are on screen. Refusals are listed.
 */
export const BatchPrintDocument = observer(function BatchPrintDocument({
  batch,
  lookups,
}: BatchPrintDocumentProps) {
  const messages = useLocalized(batchMessages);
  const errorNotice = useErrorNotice();
  const { job, sheets, failures } = batch;
  const top = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // The result shows below the list the person was in: bring it into view, then print.
    top.current?.scrollIntoView?.({ block: 'start' });
    if (job > 0) batch.openDialog(job);
  }, [batch, job, failures]);
  if (sheets.length === 0 && failures.length === 0) return null;
  const nameOf = (staffId: string | null) =>
    staffId ? lookups.staffName({ id: staffId, name: '' }) : '';
  return (
    <Section
      title={
        <span ref={top}>
          {sheets.length > 0 ? messages.documentTitle(sheets.length) : messages.resultTitle}
        </span>
      }
      actions={<Button onClick={() => batch.closeDocument()}>{messages.close}</Button>}
    >
      {sheets.length > 0 && <p role="status">{messages.printed(sheets.length)}</p>}
      {failures.length > 0 && (
        <Failures role="alert">
          <p>{messages.failed(failures.length)}</p>
          <ul>
            {failures.map((failure) => (
              <li key={failure.id}>
                {messages.failure(failure.code, errorNotice.textOf(failure.error) ?? '')}
              </li>
            ))}
          </ul>
        </Failures>
      )}
      {sheets.length > 0 && (
        <div className={PRINT_DOCUMENT_CLASS} role="document" aria-label={messages.document}>
          {sheets.map((bill) => (
            <Sheet key={bill.id}>
              <PrintDocument
                bill={bill}
                submitterName={lookups.staffName(bill.submitter)}
                templateId={batch.sheetConfig.printTemplateId}
                nameOf={nameOf}
                now={Date.now()}
              />
            </Sheet>
          ))}
        </div>
      )}
    </Section>
  );
});

const Failures = styled.div`
  color: ${({ theme }) => theme.colors.danger};

  p,
  ul {
    margin: 0;
  }
`;

// Every sheet after the first starts a new page; a sheet's own rows never split (sheetStyles).
const Sheet = styled.div`
  & + & {
    break-before: page;
    page-break-before: always;
  }
`;
