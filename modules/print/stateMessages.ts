import type { LocalizedCatalogue } from '@shell/i18n';
import type { PaperStage } from './models/paperStageOf';
import type { PaperTaskState, PrintState, ReceiptState, SamplingState } from './types';

export interface StateMessages {
  /** Print states (docs/approval-payment-print.md). */
  printState: Record<PrintState, string>;
  /** Receipt states (docs/approval-payment-print.md). */
  receiptState: Record<ReceiptState, string>;
  paperStage: Record<PaperStage, string>;
  task: Record<PaperTaskState, string>;
  /** docs/approval-payment-print.md "Sampling". */
  sampling: Record<SamplingState, string>;
  samplingLabel: string;
  /** A paper node's own progress; other node states show as the server wrote them. */
  nodeState: Record<string, string>;
}

export const stateMessages: LocalizedCatalogue<StateMessages> = {
  'zh-CN': {
    printState: {
      reminded: '已提醒打印',
      autoRemind: '自动提醒打印',
      printed: '已打印',
      received: '已收单',
      noPrint: '未打印',
    },
    receiptState: { RECEIVED: '已收单', NOT_RECEIVED: '未收单' },
    paperStage: {
      none: '无纸质单据',
      toSend: '待寄送',
      toReceive: '待收单',
      exception: '收单异常',
      received: '已收单',
      notReceived: '未收单',
    },
    task: { SENDING: '待寄送', RECEIVING: '待收单', RECEIVING_EXCEP: '收单异常' },
    sampling: { selected: '已抽中', unselected: '未抽中' },
    samplingLabel: '抽检',
    nodeState: {
      NOT_STARTED: '未开始',
      SENDING: '待寄送',
      RECEIVING: '待收单',
      RECEIVING_EXCEP: '收单异常',
      PROCESSED: '已完成',
      SKIPPED: '已跳过',
    },
  },
  'en-US': {
    printState: {
      reminded: 'Print reminded',
      autoRemind: 'Print auto-reminded',
      printed: 'Printed',
      received: 'Received',
      noPrint: 'Not printed',
    },
    receiptState: { RECEIVED: 'Received', NOT_RECEIVED: 'Not received' },
    paperStage: {
      none: 'No paper copy',
      toSend: 'To send',
      toReceive: 'To receive',
      exception: 'Receipt exception',
      received: 'Received',
      notReceived: 'Not received',
    },
    task: { SENDING: 'To send', RECEIVING: 'To receive', RECEIVING_EXCEP: 'Receipt exception' },
    sampling: { selected: 'Selected', unselected: 'Not selected' },
    samplingLabel: 'Sampling',
    nodeState: {
      NOT_STARTED: 'Not started',
      SENDING: 'To send',
      RECEIVING: 'To receive',
      RECEIVING_EXCEP: 'Receipt exception',
      PROCESSED: 'Done',
      SKIPPED: 'Skipped',
    },
  },
};
