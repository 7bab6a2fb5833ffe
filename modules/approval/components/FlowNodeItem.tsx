import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { actionMessages } from '../actionMessages';
import { flowMessages } from '../flowMessages';
import { reasonMessages } from '../reasonMessages';
import type { FlowNode } from '../types';

export interface FlowNodeItemProps {
  node: FlowNode;
  isCurrent: boolean;
  nameOf: (staffId: string | null) => string;
}

/** One node: name, type, signer(s), state, action, and the reason an automatic step gave. */
export const FlowNodeItem = observer(function FlowNodeItem({
  node,
  isCurrent,
  nameOf,
}: FlowNodeItemProps) {
  const flow = useLocalized(flowMessages);
  const reasons = useLocalized(reasonMessages);
  const actions = useLocalized(actionMessages);
  const stateWord = (state: string) => flow.nodeState[state] ?? state;
  const actionWord = node.action
    ? (flow.logAction[node.action.replace(/^freeflow\./, '')] ?? '')
    : '';
  const skipped = node.state === 'SKIPPED' && node.skippedType !== 'NO_SKIPPED';
  const autoAgreed = node.action === 'freeflow.autoAgree' && node.agreeType !== 'NO_AUTO_AGREE';
  return (
    <Item aria-current={isCurrent ? 'step' : undefined} data-node-id={node.id}>
      <Head>
        <strong>{node.name}</strong>
        <Muted>{flow.nodeType[node.type]}</Muted>
        {node.policy && <Muted>{flow.policy[node.policy]}</Muted>}
        {isCurrent && <Muted>{flow.current}</Muted>}
        <State>{stateWord(node.state)}</State>
        {actionWord && !skipped && !autoAgreed && <span>{actionWord}</span>}
      </Head>
      {node.counterSigners.length > 0 ? (
        <ul aria-label={flow.nodeType.countersign}>
          {node.counterSigners.map((signer) => (
            <li key={signer.signer}>
              {nameOf(signer.signer)} · {stateWord(signer.state)}
            </li>
          ))}
        </ul>
      ) : (
        <Line>{node.signer ? nameOf(node.signer) : flow.noSigner}</Line>
      )}
      {node.nonMatched && !skipped && <Line>{flow.nonMatched}</Line>}
      {skipped && <Line>{reasons.skipped[node.skippedType]}</Line>}
      {autoAgreed && <Line>{reasons.autoAgreed[node.agreeType]}</Line>}
      {node.description && !skipped && !autoAgreed && (
        <Line>
          {actions.comment}
          {flow.colon}
          {node.description}
        </Line>
      )}
    </Item>
  );
});

const Item = styled.li`
  padding: ${({ theme }) => theme.spacing.sm}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  &[aria-current='step'] {
    border-left: 3px solid ${({ theme }) => theme.colors.brand};
    padding-left: ${({ theme }) => theme.spacing.sm}px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
  align-items: baseline;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const State = styled.span`
  font-weight: 600;
`;

const Line = styled.p`
  margin: ${({ theme }) => theme.spacing.xs}px 0 0;
`;
