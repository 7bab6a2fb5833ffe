import { ListenerSet } from './ListenerSet';

describe('ListenerSet', () => {
  it('tells every listener, goes on past one that throws, and forgets one removed', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const set = new ListenerSet<number>('test events');
    const heard: number[] = [];
    set.add(() => {
      throw new Error('bug');
    });
    const remove = set.add((n) => heard.push(n));
    set.emit(1);
    remove();
    set.emit(2);
    expect(heard).toEqual([1]);
    expect(error).toHaveBeenCalledWith('test events: a listener failed', expect.any(Error));
    error.mockRestore();
  });
});
