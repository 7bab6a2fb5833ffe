import type { Dom } from '../shared/Dom';

/** A panel's table: a caption naming it, column headers, and a tbody the panel fills. */
export function panelTable(dom: Dom, id: string, caption: string, columns: string[]): HTMLElement {
  return dom.el('div', { class: 'scroll' }, [
    dom.el('table', {}, [
      dom.el('caption', { text: caption }),
      dom.el('thead', {}, [
        dom.el(
          'tr',
          {},
          columns.map((c) => dom.el('th', { scope: 'col', text: c })),
        ),
      ]),
      dom.el('tbody', { id }),
    ]),
  ]);
}

/** One row: the first cell is the row header, the rest are data cells. */
export function tableRow(
  dom: Dom,
  cells: Array<string | Node>,
  props: Record<string, string> = {},
): HTMLTableRowElement {
  const [head, ...rest] = cells;
  return dom.el('tr', props, [
    dom.el('th', { scope: 'row' }, [head]),
    ...rest.map((cell) => dom.el('td', {}, [cell])),
  ]);
}
