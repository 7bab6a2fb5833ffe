/**
 * The bench page for a bill with many lines: the real BillEditor (form, lines, totals) with the
 * app's providers, over `lines` lines of two fee types. `open` times mounting the form until every
 * line and the total are in the laid-out DOM; `add` times, on that form, adding one line (a person
 * duplicating the first line: the list, the totals recomputed with decimal.js, the form's change
 * bookkeeping) until they are committed and laid out.
 */
export const billLinesPage = (lines: number) => `
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BillEditor } from './modules/bills/editor/BillEditor';
import { parseFeeType } from './modules/bills/lines/feeTypeCatalog';
import { FeeTypesStore } from './modules/bills/lines/FeeTypesStore';
import { rawFeeTypes, wireLine } from './modules/bills/lines/testing/lineFixtures';
import { noRefSource } from './modules/bills/forms/noRefSource';
import { billDetail } from './modules/bills/testing/billFixtures';
import { shellWrapper } from './modules/bills/testing/shellWrapper';
import { specification } from './modules/bills/testing/specFixtures';

const N = ${lines};
const details = Array.from({ length: N }, (_, i) =>
  i % 2 === 0
    ? wireLine('b-L' + i, 'office', (i * 7.13 + 0.01).toFixed(2), { item: '纸', quantity: 1 })
    : wireLine('b-L' + i, 'meal', (i * 3.07 + 0.02).toFixed(2), { attendees: ['corp:me'] }),
);
const feeTypeList = rawFeeTypes.flatMap((raw) => parseFeeType(raw) ?? []);
const feeTypes = new FeeTypesStore({ getFeeTypes: async () => feeTypeList });
const spec = specification();
const bill = { ...billDetail({ details }), state: 'draft', actions: ['edit', 'submit'] };
const Shell = shellWrapper('zh-CN');
const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
const rowCount = () => document.querySelectorAll('[data-testid="lines-total"]').length
  ? document.querySelectorAll('ol[aria-label="费用明细"] > li').length
  : 0;

function until(check) {
  return new Promise((done) => {
    if (check()) return done();
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

let mounted = null;
function unmount() {
  if (mounted) flushSync(() => mounted.unmount());
  mounted = null;
  document.getElementById('root').replaceChildren();
}

window.bench = {
  async warm() {
    await feeTypes.load();
  },
  async open() {
    unmount();
    const root = createRoot(document.getElementById('root'));
    mounted = root;
    const router = createMemoryRouter([{ path: '*', element: (
      <BillEditor specification={spec} bill={bill} staffId="corp:me" refSource={noRefSource}
        feeTypes={feeTypes} failure={null} now={() => 1_700_000_000_000} autosaveMs={3_600_000}
        onSave={async () => null} onSubmit={async () => null} />
    ) }]);
    const start = performance.now();
    flushSync(() => root.render(<Shell><RouterProvider router={router} /></Shell>));
    await until(() => rowCount() === N);
    void document.body.offsetHeight;
    const ms = performance.now() - start;
    await nextFrame();
    return { ms, rows: rowCount() };
  },
  /** On the form open() left mounted: a person duplicates the first line (a line added below). */
  async add() {
    const rows = () => document.querySelectorAll('ol[aria-label="费用明细"] > li');
    rows()[0].querySelector('button[aria-label^="更多操作"]').click();
    await until(() => document.querySelector('[role="dialog"]'));
    await nextFrame();
    const duplicate = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === '复制');
    const totalText = () => document.querySelector('[data-testid="lines-total"]').textContent;
    const before = totalText();
    const start = performance.now();
    duplicate.click();
    await until(() => rowCount() === N + 1 && totalText() !== before);
    void document.body.offsetHeight;
    const ms = performance.now() - start;
    await nextFrame();
    return { ms, rows: rowCount(), totalChanged: totalText() !== before, total: totalText() };
  },
};
`;
