import { readRememberedTodos, rememberTodos } from './rememberedTodos';
import { TODO_DEFINITIONS, type TodoKey } from './todoDefinitions';

const ANN = { id: 'ann', corporationId: 'corp-1' };
const counts = (approve: number) =>
  new Map<TodoKey, number>(
    TODO_DEFINITIONS.map(({ key }) => [key, key === 'approve' ? approve : 0]),
  );

function storage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the to-do counts remembered for the next start', () => {
  it('come back for the same person', () => {
    const store = storage();
    rememberTodos(store, ANN, counts(3));
    expect(readRememberedTodos(store, ANN)?.get('approve')).toBe(3);
  });

  it('are never shown to another person or in another corporation', () => {
    const store = storage();
    rememberTodos(store, ANN, counts(3));
    expect(readRememberedTodos(store, { id: 'bob', corporationId: 'corp-1' })).toBeNull();
    expect(readRememberedTodos(store, { id: 'ann', corporationId: 'corp-2' })).toBeNull();
  });

  it('read as none when missing, corrupt or with a count that is not a count', () => {
    const store = storage();
    expect(readRememberedTodos(store, ANN)).toBeNull();
    store.setItem('expense.home.todos', '{not json');
    expect(readRememberedTodos(store, ANN)).toBeNull();
    store.setItem(
      'expense.home.todos',
      JSON.stringify({ owner: 'corp-1/ann', counts: { approve: -1 } }),
    );
    expect(readRememberedTodos(store, ANN)).toBeNull();
    expect(readRememberedTodos(null, ANN)).toBeNull();
  });
});
