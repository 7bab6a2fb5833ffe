import { useLocalized } from '@shell/i18n';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { enumerationLabels, type EnumerationLabels } from '../enumerationLabels';
import { progressAxesOf, type AxisName, type ProgressAxis } from '../models/progressAxes';
import { relationMessages } from '../relationMessages';
import type { SupplierProgress } from '../relationTypes';
import { DetailField, Fields } from './DetailField';

const AXIS_LABELS: Record<AxisName, keyof EnumerationLabels> = {
  checking: 'checkingState',
  invoice: 'invoiceState',
  settlement: 'settlementState',
};

/** docs/bills-and-workflow.md: checking, invoice and settlement as three separate axes, beside the bill state. */
export const SupplierProgressAxes = observer(function SupplierProgressAxes(props: {
  progress: SupplierProgress;
}) {
  const { progress } = props;
  const messages = useLocalized(relationMessages);
  const labels = useLocalized(enumerationLabels);
  const { supplier, detailValueSource } = progress;
  const stateLabel = (axis: ProgressAxis, code: string) =>
    (labels[AXIS_LABELS[axis.name]] as Record<string, string>)[code] ?? code;
  return (
    <>
      <Fields>
        <DetailField label={messages.supplier}>{supplier.name}</DetailField>
        <DetailField label={messages.supplierArchiveType}>
          {supplier.archiveType && labels.supplierArchiveType[supplier.archiveType]}
        </DetailField>
        <DetailField label={messages.taxpayerType}>
          {supplier.taxpayerType && labels.taxpayerType[supplier.taxpayerType]}
        </DetailField>
        <DetailField label={messages.detailValueSource}>
          {detailValueSource && labels.detailValueSource[detailValueSource]}
        </DetailField>
      </Fields>
      {progressAxesOf(progress).map((axis) => (
        <Axis key={axis.name} aria-label={messages.axis[axis.name]}>
          <AxisName>{messages.axis[axis.name]}</AxisName>
          {axis.notNeeded || axis.state === null ? (
            <span>{axis.state === null ? '—' : stateLabel(axis, 'NONE')}</span>
          ) : (
            <Steps>
              {axis.steps.map((step) => (
                <Step
                  key={step.code}
                  $status={step.status}
                  aria-current={step.status === 'current' ? 'step' : undefined}
                >
                  {stateLabel(axis, step.code)}
                  {step.status === 'done' && <Hint>{` (${messages.stepDone})`}</Hint>}
                </Step>
              ))}
            </Steps>
          )}
        </Axis>
      ))}
    </>
  );
});

const Axis = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md}px;
  align-items: baseline;
  margin-top: ${({ theme }) => theme.spacing.sm}px;
`;

const AxisName = styled.h3`
  min-width: 4em;
  margin: 0;
  font-size: inherit;
`;

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.spacing.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $status: 'done' | 'current' | 'todo' }>`
  color: ${({ theme, $status }) =>
    $status === 'todo'
      ? theme.colors.textSecondary
      : $status === 'done'
        ? theme.colors.success
        : theme.colors.brandOnSurface};
  font-weight: ${({ $status }) => ($status === 'current' ? 600 : 'normal')};
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.font.size - 2}px;
`;
