import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { layerManager, type LayerManager } from './LayerManager';

export interface TwoPartPanelProps {
  first: ReactNode;
  /** Shown beside the first part in double mode only. */
  second: ReactNode;
  manager?: LayerManager;
}

/** docs/overlays-and-previewer.md two-part panel: single or double; the manager resets it to single on a new layer. */
export const TwoPartPanel = observer(function TwoPartPanel(props: TwoPartPanelProps) {
  const { first, second, manager = layerManager } = props;
  const double = manager.panelMode === 'double';
  return (
    <Parts $double={double}>
      <div>{first}</div>
      {double && <div>{second}</div>}
    </Parts>
  );
});

const Parts = styled.div<{ $double: boolean }>`
  display: grid;
  grid-template-columns: ${({ $double }) => ($double ? '1fr 1fr' : '1fr')};
  gap: ${({ theme }) => theme.spacing.lg}px;
  height: 100%;

  /* A wide table in a part scrolls inside it instead of widening the grid. */
  > div {
    min-width: 0;
  }

  > div + div {
    border-left: 1px solid ${({ theme }) => theme.colors.divider};
    padding-left: ${({ theme }) => theme.spacing.lg}px;
  }
`;
