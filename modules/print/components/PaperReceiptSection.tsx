import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import { Button } from '@shell/ui';
import styled from 'styled-components';
import type { PaperStep } from '../api';
import { billPageMessages } from '../billPageMessages';
import type { PrintButtons } from '../models/printButtonsOf';
import { stateMessages } from '../stateMessages';
import type { PrintBill } from '../types';
import { TextStepForm } from './TextStepForm';

export interface PaperReceiptSectionProps {
  bill: PrintBill;
  buttons: PrintButtons;
  busy: boolean;
  signerName: (id: string | null) => string;
  onStep: (step: PaperStep) => void;
}

/** The sending and receiving nodes, and the paper steps the server lets this staff take. */
export const PaperReceiptSection = observer(function PaperReceiptSection({
  bill,
  buttons,
  busy,
  signerName,
  onStep,
}: PaperReceiptSectionProps) {
  const messages = useLocalized(billPageMessages);
  const states = useLocalized(stateMessages);
  return (
    <section aria-labelledby="paper-heading">
      <h2 id="paper-heading">{messages.paper}</h2>
      <Nodes>
        {bill.paperNodes.map((node) => (
          <li key={node.id}>
            <strong>{node.name}</strong> · {messages.signer} {signerName(node.signerId)} ·{' '}
            {states.nodeState[node.state] ?? node.state}
            {node.description && ` · ${node.description}`}
          </li>
        ))}
      </Nodes>
      <Actions>
        {buttons.express && (
          <TextStepForm
            label={messages.expressNo}
            submitLabel={messages.send}
            requiredMessage={messages.expressNoRequired}
            busy={busy}
            onSubmit={(expressNo) => onStep({ verb: 'express', expressNo })}
          />
        )}
        {buttons.skipExpress && (
          <Button
            type="button"
            disabled={busy}
            onClick={() => onStep({ verb: 'express', skip: true })}
          >
            {messages.skipExpress}
          </Button>
        )}
        {buttons.receive && (
          <Button
            type="button"
            variant="primary"
            disabled={busy}
            onClick={() => onStep({ verb: 'receive' })}
          >
            {messages.receive}
          </Button>
        )}
        {buttons.receiveException && (
          <TextStepForm
            label={messages.exceptionReason}
            submitLabel={messages.receiveException}
            requiredMessage={messages.reasonRequired}
            busy={busy}
            onSubmit={(exception) => onStep({ verb: 'receive', exception })}
          />
        )}
      </Actions>
    </section>
  );
});

const Nodes = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  padding-left: ${({ theme }) => theme.spacing.xl}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md}px;
  align-items: flex-start;
`;
