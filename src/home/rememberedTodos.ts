import { TODO_DEFINITIONS, type TodoKey } from './todoDefinitions';

const KEY = 'expense.home.todos';

/** Whose counts these are: one person of one corporation; nobody else is ever shown them. */
export interface TodoOwner {
  id: string;
  corporationId: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const ownerText = (owner: TodoOwner) => `${owner.corporationId}/${owner.id}`;

/** The counts this browser last showed this person, or null (none, someone else's, unreadable). */
export function readRememberedTodos(
  storage: Storage | null,
  owner: TodoOwner,
): Map<TodoKey, number> | null {
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? 'null') as unknown;
    if (typeof saved !== 'object' || saved === null) return null;
    const { owner: who, counts } = saved as { owner?: unknown; counts?: unknown };
    if (who !== ownerText(owner) || typeof counts !== 'object' || counts === null) return null;
    const read = new Map<TodoKey, number>();
    for (const { key } of TODO_DEFINITIONS) {
      const count = (counts as Record<string, unknown>)[key];
      if (!Number.isSafeInteger(count) || (count as number) < 0) return null;
      read.set(key, count as number);
    }
    return read;
  } catch {
    return null;
  }
}

/** Keeps the counts just loaded for this person's next start (one person per browser). */
export function rememberTodos(
  storage: Storage | null,
  owner: TodoOwner,
  counts: ReadonlyMap<TodoKey, number>,
): void {
  try {
    storage?.setItem(
      KEY,
      JSON.stringify({ owner: ownerText(owner), counts: Object.fromEntries(counts) }),
    );
  } catch {
    // A full or forbidden storage only means the next start waits for the counts.
  }
}
