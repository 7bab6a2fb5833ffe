import { parse } from '@contracts/core/parse';
import { walletGlanceSchema } from '@contracts/invoices/walletGlance';
import type { HttpClient } from '../http';
import type { RootStore } from '../store';
import { Loadable } from './Loadable';

/** The invoice wallet's path in the lab's invoice service (mocks-server/invoices/README.md). */
export const WALLET_PATH = '/v1/invoice/wallet';
const SHOWN = 3;

export interface WalletGlance {
  count: number;
  /** The newest few, as the home lists them. */
  items: { id: string; number: string; amount: string; issueDate: string }[];
}

/** The wallet's size and newest invoices (the answer is untrusted: odd entries are skipped). */
export async function walletGlance(http: HttpClient): Promise<WalletGlance> {
  const { data } = await http.axios.get<unknown>(WALLET_PATH);
  const { items } = parse(walletGlanceSchema, data);
  return { count: items.length, items: items.slice(0, SHOWN) };
}

const glances = new WeakMap<RootStore, Loadable<WalletGlance>>();

/** One wallet glance per app root; reloaded each time the home shows. */
export function walletGlanceOf(root: RootStore): Loadable<WalletGlance> {
  let glance = glances.get(root);
  if (!glance) {
    glance = new Loadable(() => walletGlance(root.http));
    glances.set(root, glance);
  }
  return glance;
}
