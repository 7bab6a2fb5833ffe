import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { flowMessages } from '../flowMessages';
import { approvalSummary } from '../models/approvalRules';
import type { ApprovalBill } from '../types';
import { FlowNodeItem } from './FlowNodeItem';

export interface FlowViewProps {
  bill: ApprovalBill;
  nameOf: (staffId: string | null) => string;
}

/**
 * The plan's nodes in order and the summary ('all agreed' or n/m over the nodes shown). The
 * plan's configuration (what happens when no approver matches) is not the staff's concern.
 */
export const FlowView = observer(function FlowView({ bill, nameOf }: FlowViewProps) {
  const messages = useLocalized(flowMessages);
  const summary = approvalSummary(bill.nodes);
  return (
    <section aria-labelledby="approval-flow-title">
      <h2 id="approval-flow-title">{messages.flow}</h2>
      <p>
        {messages.summaryLabel}
        {messages.colon}
        <Summary data-testid="approval-summary">{messages.summary(summary)}</Summary>
      </p>
      <Nodes aria-label={messages.flow}>
        {bill.nodes.map((node) => (
          <FlowNodeItem
            key={node.id}
            node={node}
            isCurrent={node.id === bill.currentNodeId}
            nameOf={nameOf}
          />
        ))}
      </Nodes>
    </section>
  );
});

const Summary = styled.strong`
  color: ${({ theme }) => theme.colors.brandOnSurface};
`;

const Nodes = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;
