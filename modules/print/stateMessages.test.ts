import { LOCALES } from '@shell/i18n';
import { stateMessages } from './stateMessages';
import { PAPER_TASK_STATES, PRINT_STATES, RECEIPT_STATES } from './types';

describe('the print and receipt state labels', () => {
  it('name every print state of docs/approval-payment-print.md in Chinese', () => {
    expect(stateMessages['zh-CN'].printState).toEqual({
      reminded: '已提醒打印',
      autoRemind: '自动提醒打印',
      printed: '已打印',
      received: '已收单',
      noPrint: '未打印',
    });
  });

  it('name every print state in English', () => {
    expect(PRINT_STATES.map((state) => stateMessages['en-US'].printState[state])).toEqual([
      'Print reminded',
      'Print auto-reminded',
      'Printed',
      'Received',
      'Not printed',
    ]);
  });

  it.each(LOCALES)('tell the print states apart in %s', (locale) => {
    const labels = PRINT_STATES.map((state) => stateMessages[locale].printState[state]);
    expect(new Set(labels).size).toBe(PRINT_STATES.length);
  });

  it.each(LOCALES)('label both receipt states and every paper task in %s', (locale) => {
    const messages = stateMessages[locale];
    expect(RECEIPT_STATES.every((state) => messages.receiptState[state].length > 0)).toBe(true);
    expect(PAPER_TASK_STATES.every((state) => messages.task[state].length > 0)).toBe(true);
    expect(messages.receiptState.RECEIVED).not.toBe(messages.receiptState.NOT_RECEIVED);
  });

  it.each(LOCALES)('name both sampling states differently in %s', (locale) => {
    const { sampling } = stateMessages[locale];
    expect(sampling.selected).not.toBe(sampling.unselected);
  });

  it('say RECEIVED and NOT_RECEIVED as 已收单 and 未收单', () => {
    expect(stateMessages['zh-CN'].receiptState).toEqual({
      RECEIVED: '已收单',
      NOT_RECEIVED: '未收单',
    });
  });
});
