import { printBill, receivingBill } from '../testing/printFixtures';
import { paperStageOf } from './paperStageOf';

describe('paperStageOf', () => {
  it('has no paper step on a bill without a receipt state or a paper node', () => {
    expect(paperStageOf(printBill())).toBe('none');
  });

  it('waits to be sent while the bill is at the sending node', () => {
    expect(paperStageOf(receivingBill({ state: 'sending' }))).toBe('toSend');
  });

  it('waits to be received at the receiving node', () => {
    expect(paperStageOf(receivingBill())).toBe('toReceive');
  });

  it('reports the exception while the receiver holds the bill with one', () => {
    expect(paperStageOf(receivingBill({ state: 'receivingExcep' }))).toBe('exception');
  });

  it('counts the paper received once the receipt state says RECEIVED, whatever comes next', () => {
    expect(paperStageOf(receivingBill({ state: 'paying', receiptState: 'RECEIVED' }))).toBe(
      'received',
    );
    expect(paperStageOf(printBill({ receiptState: 'RECEIVED' }))).toBe('received');
  });

  it('reads any other bill with a paper step as not received', () => {
    expect(paperStageOf(receivingBill({ state: 'approving' }))).toBe('notReceived');
    expect(paperStageOf(printBill({ receiptState: 'NOT_RECEIVED' }))).toBe('notReceived');
  });
});
