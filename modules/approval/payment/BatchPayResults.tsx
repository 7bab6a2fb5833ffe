import { useLocalized } from '@shell/i18n';
import { Button, SpreadRow } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { BatchPay, BatchPayResult } from './BatchPay';
import { batchPayMessages } from './batchPayMessages';

/** After a batch pay: each bill with what became of it (paid, with the bank, or why not). */
export const BatchPayResults = observer(function BatchPayResults({
  batchPay,
}: {
  batchPay: BatchPay;
}) {
  const messages = useLocalized(batchPayMessages);
  const results = batchPay.results;
  if (!results || results.length === 0) return null;
  const outcome = (result: BatchPayResult) => {
    switch (result.outcome) {
      case 'paid':
        return messages.paid;
      case 'pending':
        return messages.pending;
      case 'failed':
        return messages.failed(result.reason);
      case 'noPayee':
        return messages.noPayee;
    }
  };
  return (
    <Box aria-labelledby="batch-pay-results">
      <SpreadRow>
        <h2 id="batch-pay-results">{messages.results}</h2>
        <Button size="sm" variant="text" onClick={() => batchPay.dismissResults()}>
          {messages.dismiss}
        </Button>
      </SpreadRow>
      <ul>
        {results.map((result) => (
          <li key={result.id} data-outcome={result.outcome}>
            {result.title} · {outcome(result)}
          </li>
        ))}
      </ul>
    </Box>
  );
});

const Box = styled.section`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  overflow-wrap: anywhere;

  h2 {
    margin: 0;
    font-size: 1em;
  }

  ul {
    margin: ${({ theme }) => theme.spacing.xs}px 0 0;
    padding-left: ${({ theme }) => theme.spacing.lg}px;
  }

  li[data-outcome='failed'],
  li[data-outcome='noPayee'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
