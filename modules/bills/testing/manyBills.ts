import type { BillState, BillSummary } from '../types';
import { billSummary } from './billFixtures';

const WORDS = ['差旅报销', '办公用品', '业务招待', '培训费用', '采购付款', '交通补贴', '通讯费'];
const STATES: readonly BillState[] = ['draft', 'approving', 'paying', 'paid', 'rejected'];
const NAMES = ['李雷', '韩梅梅', '王芳', 'Lucy Li'];

/** `count` distinct bills for list and bench tests: titles, codes, states and people vary. */
export function manyBills(count: number): BillSummary[] {
  const template = billSummary();
  return Array.from({ length: count }, (_, i) => ({
    ...template,
    id: `bill-${i}`,
    code: `B${String(i).padStart(7, '0')}`,
    title: `${WORDS[i % WORDS.length]} ${i}`,
    state: STATES[i % STATES.length],
    submitter: { id: `s${i % NAMES.length}`, name: NAMES[i % NAMES.length] },
    appId: i % 10 === 0 ? 'hose-mall' : null,
    updateTime: 1_700_000_000_000 + i * 60_000,
  }));
}
