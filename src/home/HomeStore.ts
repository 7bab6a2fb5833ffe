import { makeAutoObservable } from 'mobx';
import type { RootStore } from '../store';
import {
  billTypes,
  countTodo,
  recentBills,
  staffNames,
  type BillType,
  type RecentBill,
} from './homeApi';
import { safeLocalStorage } from '../rememberedLocale';
import { RECENT_COUNT } from './homeReads';
import { Loadable } from './Loadable';
import { readRememberedTodos, rememberTodos } from './rememberedTodos';
import { TODO_DEFINITIONS, type TodoKey } from './todoDefinitions';
import { watchWrites } from './watchWrites';

const REFRESH_DELAY_MS = 300;

/**
 * What the home shows, block by block: to-do counts, recent bills, the bill types to start. The
 * counts refresh after any write the app sends (agree, submit, pay…), so they follow actions
 * without a reload and without modules knowing about the home.
 */
export class HomeStore {
  readonly todos: Loadable<ReadonlyMap<TodoKey, number>>;
  readonly recent: Loadable<{ bills: RecentBill[]; names: ReadonlyMap<string, string> }>;
  readonly types: Loadable<BillType[]>;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  /** The first visit's load: not yet, started by startEarly, or done by the home's mount. */
  private firstLoad: 'none' | 'early' | 'done' = 'none';

  constructor(private readonly root: RootStore) {
    const { http } = root;
    this.todos = new Loadable(async () => {
      const counts = await Promise.all(TODO_DEFINITIONS.map((todo) => countTodo(http, todo)));
      const todos = new Map(TODO_DEFINITIONS.map((todo, index) => [todo.key, counts[index] ?? 0]));
      const owner = root.session.staff;
      if (owner) rememberTodos(safeLocalStorage(), owner, todos);
      return todos;
    });
    this.recent = new Loadable(async () => {
      const [bills, names] = await Promise.all([
        recentBills(http, RECENT_COUNT),
        staffNames(http).catch(() => new Map<string, string>()),
      ]);
      return { bills, names };
    });
    this.types = new Loadable(() => billTypes(http));
    makeAutoObservable<HomeStore, 'root' | 'refreshTimer' | 'firstLoad'>(this, {
      root: false,
      refreshTimer: false,
      firstLoad: false,
    });
    watchWrites(http, () => this.scheduleRefresh());
  }

  /**
   * Starts every block; each shows its own skeleton, data or error. The to-dos show at once what
   * this browser last showed the same person, until the new counts answer.
   */
  loadAll(): void {
    const owner = this.root.session.staff;
    const remembered = owner && readRememberedTodos(safeLocalStorage(), owner);
    if (remembered) this.todos.seed(remembered);
    void this.todos.load();
    void this.recent.load();
    if (this.types.value === null) void this.types.load();
  }

  /**
   * Right after sign-in, when the home is the page: its calls leave before the home has been
   * drawn and painted (its mount's effect), which on a phone is half a second later.
   */
  startEarly(): void {
    if (this.firstLoad !== 'none') return;
    this.firstLoad = 'early';
    this.loadAll();
  }

  /** The home's mount: loads every block, unless startEarly has done so for this first visit. */
  loadOnMount(): void {
    const early = this.firstLoad === 'early';
    this.firstLoad = 'done';
    if (!early) this.loadAll();
  }

  count(key: TodoKey): number {
    return this.todos.value?.get(key) ?? 0;
  }

  /** A burst of writes (a bulk agree) is one refresh, after the last of them. */
  private scheduleRefresh(): void {
    if (!this.root.session.isSignedIn) return;
    clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => {
      void this.todos.load();
      void this.recent.load();
    }, REFRESH_DELAY_MS);
  }
}

const stores = new WeakMap<RootStore, HomeStore>();

/** One home store per app root, made on first use (the home, or the tab bar's badge). */
export function homeStoreOf(root: RootStore): HomeStore {
  let store = stores.get(root);
  if (!store) {
    store = new HomeStore(root);
    stores.set(root, store);
  }
  return store;
}
