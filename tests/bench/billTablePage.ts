/**
 * The bench page: the real BillTable (bundled with the shell's providers, as the test kit renders a module) over `bills` generated bills,
 * filtered in memory by title. `apply` times setState → commit (flushSync), → layout (a forced
 * reflow) and → the next frame; `baseline` times the same filter over the array alone.
 */
export const billTablePage = (bills: number) => `
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { BillTable } from './modules/bills/components/BillTable';
import { billSummary, BOSS, ME } from './modules/bills/testing/billFixtures';
import { ShellProviders } from './src/ShellProviders';
import { createTestRoot } from './src/testing/createTestRoot';

const WORDS = ['差旅报销', '办公用品', '业务招待', '培训费用', '采购付款', '交通补贴', '通讯费'];
const template = billSummary();
const bills = Array.from({ length: ${bills} }, (_, i) => ({
  ...template,
  id: 'bill-' + i,
  code: 'B' + String(i).padStart(7, '0'),
  title: WORDS[i % WORDS.length] + ' ' + i,
}));
const matching = (query) => (query ? bills.filter((bill) => bill.title.includes(query)) : bills);
const context = { myId: ME, nameOf: (id) => (id === BOSS ? '韩梅梅' : null), now: Date.now() };
let setQuery = () => undefined;
function Harness() {
  const [query, set] = useState('');
  setQuery = set;
  const shown = useMemo(() => matching(query), [query]);
  return <BillTable bills={shown} context={context} label="Bills" />;
}
createRoot(document.getElementById('root')).render(
  <ShellProviders root={createTestRoot()}><MemoryRouter><Harness /></MemoryRouter></ShellProviders>,
);
const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
const rows = () => [...document.querySelectorAll('tbody tr:not([aria-hidden])')];
window.bench = {
  async apply(query) {
    const start = performance.now();
    flushSync(() => setQuery(query));
    const commit = performance.now() - start;
    void document.body.offsetHeight;
    const layout = performance.now() - start;
    await nextFrame();
    const frame = performance.now() - start;
    return { commit, layout, frame, rows: rows().length, rowCount: document.querySelector('table').getAttribute('aria-rowcount') };
  },
  baseline(query) {
    const start = performance.now();
    const count = matching(query).length;
    return { ms: performance.now() - start, count };
  },
  async scrollTo(top) {
    document.querySelector('table').parentElement.scrollTop = top;
    await nextFrame();
    const shown = rows();
    return { rows: shown.length, firstIndex: Number(shown[0]?.getAttribute('aria-rowindex')), rowHeight: shown[0]?.getBoundingClientRect().height };
  },
};
`;
