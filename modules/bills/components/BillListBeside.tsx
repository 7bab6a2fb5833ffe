import { layerManager, TwoPartPanel, useMediaQuery } from '@shell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { billIdOfDetailPath, billsPaths } from '../paths';
import { BillDetailPane } from './BillDetailPane';

/** Wide desktops have room for a list and a bill side by side; narrower screens open its page. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1280px)';

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * docs/bills-and-workflow.md two-part panel on a bill list: from 1280 px wide, choosing a bill shows its detail
 * beside the list (double); on narrower screens, or with a modifier key, its link opens the
 * bill's page as always. Any new layer (a dialog, the previewer) sets the panel back to single,
 * and so does leaving the list.
 */
export const BillListBeside = observer(function BillListBeside(props: { children: ReactNode }) {
  const wide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    if (!wide) layerManager.setPanelMode('single');
  }, [wide]);
  useEffect(() => () => layerManager.setPanelMode('single'), []);
  const double = layerManager.panelMode === 'double' && selected !== null;

  // Capture, on the list only (the detail's own links navigate): the link's handler then sees
  // the click as handled and does not navigate.
  const choose = (event: MouseEvent<HTMLDivElement>) => {
    if (!wide || event.defaultPrevented || !plainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const id = billIdOfDetailPath(link?.getAttribute('href') ?? null);
    if (!id) return;
    event.preventDefault();
    setSelected(id);
    layerManager.setPanelMode('double');
  };

  return (
    <Chooser $selected={double ? billsPaths.detail(selected) : null}>
      <TwoPartPanel
        first={<div onClickCapture={choose}>{props.children}</div>}
        second={
          selected && (
            <BillDetailPane billId={selected} onClose={() => layerManager.setPanelMode('single')} />
          )
        }
      />
    </Chooser>
  );
});

/** The chosen bill's card or row is marked in the list while its detail is shown. */
const Chooser = styled.div<{ $selected: string | null }>`
  ${({ $selected, theme }) =>
    $selected &&
    `li:has(a[href="${$selected}"]) > *, tr:has(a[href="${$selected}"]) {
      border-color: ${theme.colors.brand};
      box-shadow: inset 4px 0 0 ${theme.colors.brand};
    }`}
`;
