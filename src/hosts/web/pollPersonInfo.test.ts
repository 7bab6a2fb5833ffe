import { systemClock } from '@shell/auth';
import { parsePersonInfo } from './parsePersonInfo';
import { PersonInfoTimeoutError, pollPersonInfo } from './pollPersonInfo';

describe('pollPersonInfo', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers at once when the session data is already there', async () => {
    const read = jest.fn(() => ({ id: 'u1' }));
    await expect(pollPersonInfo({ read, clock: systemClock })).resolves.toEqual({ id: 'u1' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('polls every 100 ms until the session data appears', async () => {
    const session: { data?: unknown } = {};
    const read = jest.fn(() => session.data);
    const answer = pollPersonInfo({ read, clock: systemClock });
    await jest.advanceTimersByTimeAsync(500);
    expect(read).toHaveBeenCalledTimes(6);
    session.data = { id: 'u2', companyName: 'ACME' };
    await jest.advanceTimersByTimeAsync(100);
    await expect(answer).resolves.toEqual({ id: 'u2', companyName: 'ACME' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(7);
  });

  it('keeps polling when reading throws', async () => {
    let calls = 0;
    const read = () => {
      calls += 1;
      if (calls < 3) throw new Error('session store not built yet');
      return { id: 'u3' };
    };
    const answer = pollPersonInfo({ read, clock: systemClock });
    await jest.advanceTimersByTimeAsync(200);
    await expect(answer).resolves.toEqual({ id: 'u3' });
  });

  describe('when the session data never appears', () => {
    it('fails after 30000 ms and stops polling', async () => {
      const read = jest.fn(() => undefined);
      const answer = pollPersonInfo({ read, clock: systemClock });
      const settled = answer.catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(29900);
      expect(jest.getTimerCount()).toBe(1);
      await jest.advanceTimersByTimeAsync(100);
      const error = await settled;
      expect(error).toBeInstanceOf(PersonInfoTimeoutError);
      expect(error).toMatchObject({ waitedMs: 30000 });
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});

describe('parsePersonInfo', () => {
  it('keeps the spec fields that are text and drops everything else', () => {
    const expected = {
      id: 'u1',
      openId: 'o1',
      networkId: 'n1',
      enterpriseId: 'e1',
      companyName: 'ACME',
      photoUrl: 'https://cdn.example/p.png',
      name: 'Han Meimei',
      userId: 'x1',
    };
    const raw = { ...expected, password: 'secret', photo: { evil: true } };
    expect(parsePersonInfo(raw)).toEqual(expected);
  });

  it.each([null, undefined, 'u1', [], {}, { id: '' }, { id: {} }, { id: Number.NaN }])(
    'rejects %p, which has no usable id',
    (raw) => {
      expect(parsePersonInfo(raw)).toBeNull();
    },
  );
});
