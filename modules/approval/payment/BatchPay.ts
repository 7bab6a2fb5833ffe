import { CNY, MoneyError, sumMoney, type Money } from '@shell/money';
import { makeAutoObservable } from 'mobx';
import type { ApprovalApi } from '../api';
import { named } from '../namedAction';
import type { ApprovalBill, PaymentChannel } from '../types';

/** What became of one bill: paid, sent to the bank (CHANPAY), refused by the server, or not tried. */
export type BatchPayOutcome = 'paid' | 'pending' | 'failed' | 'noPayee';

export interface BatchPayResult {
  id: string;
  title: string;
  outcome: BatchPayOutcome;
  /** The server's reason when it refused. */
  reason: string;
}

/** The part of the backlog a batch pay reads and writes (BacklogStore). */
export interface BatchPayBacklog {
  readonly selected: ReadonlySet<string>;
  /** Runs the payments as the list's own write: the list is read afresh afterwards. */
  write<R>(run: () => Promise<R>): Promise<R>;
  setSelected(billIds: Iterable<string>): void;
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message || String(error);
}

/**
 * Batch pay from the 待支付 backlog (issue 18). The chosen bills are read first, as the server holds
 * them, so the confirm names how many bills, how much (a decimal sum) and which channel, and a
 * bill without a payee is refused before anything is paid. The lab has no batch pay route: each
 * bill is paid through the single pay call, one after the other, numbered like a single payment.
 */
export class BatchPay {
  bills: ApprovalBill[] = [];
  channel: PaymentChannel = 'OFFLINE';
  phase: 'idle' | 'reading' | 'confirming' | 'paying' = 'idle';
  readFailed = false;
  results: BatchPayResult[] | null = null;

  constructor(
    private readonly api: ApprovalApi,
    private readonly backlog: BatchPayBacklog,
  ) {
    makeAutoObservable<BatchPay, 'api' | 'backlog'>(this, { api: false, backlog: false });
  }

  get payable(): ApprovalBill[] {
    return this.bills.filter((bill) => bill.payee !== null);
  }

  get withoutPayee(): ApprovalBill[] {
    return this.bills.filter((bill) => bill.payee === null);
  }

  /** What the payable bills come to, summed as decimals; an error when currencies differ. */
  get total(): Money | MoneyError {
    return sumMoney(
      this.payable.flatMap((bill) => bill.payMoney ?? []),
      CNY,
    );
  }

  setChannel(channel: PaymentChannel): void {
    this.channel = channel;
  }

  /** Reads the chosen bills, then asks to confirm; a failed read says so and pays nothing. */
  async open(): Promise<void> {
    const ids = [...this.backlog.selected];
    if (ids.length === 0) return;
    this.phase = 'reading';
    this.readFailed = false;
    try {
      const bills = await Promise.all(ids.map((id) => this.api.getBill(id)));
      named('BatchPay#read', () => {
        this.bills = bills;
        this.phase = 'confirming';
      });
    } catch {
      named('BatchPay#readFailed', () => {
        this.readFailed = true;
        this.phase = 'idle';
      });
    }
  }

  cancel(): void {
    this.phase = 'idle';
    this.bills = [];
  }

  /** Pays each payable bill in turn; every chosen bill gets a result, in the order chosen. */
  async pay(): Promise<BatchPayResult[]> {
    const { channel } = this;
    this.phase = 'paying';
    const results = await this.backlog.write(async () => {
      const done: BatchPayResult[] = [];
      for (const bill of this.bills) done.push(await this.payOne(bill, channel));
      return done;
    });
    named('BatchPay#paid', () => {
      this.results = results;
      this.bills = [];
      this.phase = 'idle';
      this.backlog.setSelected([]);
    });
    return results;
  }

  dismissResults(): void {
    this.results = null;
  }

  private async payOne(bill: ApprovalBill, channel: PaymentChannel): Promise<BatchPayResult> {
    const result = { id: bill.id, title: bill.title || bill.code, reason: '' };
    if (!bill.payee) return { ...result, outcome: 'noPayee' };
    try {
      const paid = await this.api.pay(bill.id, channel, bill.payments.length + 1);
      const pending = paid.payments.some((payment) => payment.state === 'PENDING');
      return { ...result, outcome: pending ? 'pending' : 'paid' };
    } catch (error) {
      return { ...result, outcome: 'failed', reason: reasonOf(error) };
    }
  }
}
