import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { BacklogStore } from '../BacklogStore';
import { approvalMessages } from '../messages';

/** After a bulk agree: each bill with what became of it (agreed, or the server's reason). */
export const BulkResults = observer(function BulkResults({ backlog }: { backlog: BacklogStore }) {
  const messages = useLocalized(approvalMessages);
  const results = backlog.bulkResults;
  if (!results || results.length === 0) return null;
  const agreed = results.filter((result) => result.ok).length;
  return (
    <Results aria-label={messages.bulkDone(agreed, results.length - agreed)}>
      {results.map((result) => (
        <li key={result.id} data-ok={result.ok}>
          {result.title} · {result.ok ? messages.bulkAgreed : messages.bulkRefused(result.message)}
        </li>
      ))}
    </Results>
  );
});

const Results = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  padding-left: ${({ theme }) => theme.spacing.lg}px;
  overflow-wrap: anywhere;

  li[data-ok='false'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
