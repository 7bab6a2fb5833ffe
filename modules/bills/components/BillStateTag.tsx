import { useLocalized } from '@shell/i18n';
import type { ColorToken } from '@shell/theme';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { billLabels } from '../billLabels';
import type { BillState } from '../types';

const TONES: Record<BillState, ColorToken> = {
  draft: 'textSecondary',
  pending: 'brandOnSurface',
  approving: 'brandOnSurface',
  sending: 'brandOnSurface',
  receiving: 'brandOnSurface',
  paying: 'brandOnSurface',
  PROCESSING: 'brandOnSurface',
  receivingExcep: 'danger',
  rejected: 'danger',
  failure: 'danger',
  paid: 'success',
  archived: 'success',
  PROCESS: 'success',
  nullify: 'textSecondary',
};

/** Spec §4 state label; colour only repeats what the text says. */
export const BillStateTag = observer(function BillStateTag({ state }: { state: BillState }) {
  const labels = useLocalized(billLabels);
  return <Tag $tone={TONES[state]}>{labels.state[state]}</Tag>;
});

const Tag = styled.span<{ $tone: ColorToken }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.spacing.xs}px;
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  white-space: nowrap;
`;
