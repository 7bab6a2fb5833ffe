import { BILL_STATES, billStateLabels, isBillState } from './billStates';

describe('the bill states', () => {
  it('have a label in both locales for every state', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const state of BILL_STATES) expect(billStateLabels[locale][state]).not.toBe('');
    }
  });

  it('read paid, archived and PROCESS as completed, as docs/bills-and-workflow.md labels them', () => {
    expect(new Set([billStateLabels['zh-CN'].paid, billStateLabels['zh-CN'].archived])).toEqual(
      new Set(['已完成']),
    );
    expect(billStateLabels['en-US'].PROCESS).toBe('Completed');
  });

  it('recognise only the listed states', () => {
    expect(isBillState('paying')).toBe(true);
    expect(isBillState('PAYING')).toBe(false);
    expect(isBillState(7)).toBe(false);
  });
});
