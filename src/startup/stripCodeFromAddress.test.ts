import { stripCodeFromAddress } from './stripCodeFromAddress';

// jsdom's own location and history: replaceState changes location.href without navigating.
function visit(path: string, state: unknown = null): void {
  window.history.replaceState(state, '', path);
}

describe('stripCodeFromAddress', () => {
  afterEach(() => visit('/'));

  describe('when the address has a code among other parameters', () => {
    it('removes only the code and keeps order, encoding and hash', () => {
      visit('/bills/list?a=1&code=xyz&b=%20two+2&flag#/detail?code=inHash');
      expect(stripCodeFromAddress(window.location, window.history)).toBe(true);
      expect(window.location.href).toBe(
        'http://localhost/bills/list?a=1&b=%20two+2&flag#/detail?code=inHash',
      );
    });

    it('keeps the history state and adds no entry', () => {
      visit('/?code=xyz&a=1', { step: 3 });
      const length = window.history.length;
      stripCodeFromAddress(window.location, window.history);
      expect(window.history.state).toEqual({ step: 3 });
      expect(window.history.length).toBe(length);
    });
  });

  describe('when the code is the only parameter', () => {
    it('drops the question mark too', () => {
      visit('/home?code=xyz#top');
      stripCodeFromAddress(window.location, window.history);
      expect(window.location.href).toBe('http://localhost/home#top');
    });
  });

  describe('when the code appears more than once or encoded', () => {
    it('removes every copy', () => {
      visit('/?code=1&a=2&%63ode=3&code');
      stripCodeFromAddress(window.location, window.history);
      expect(window.location.href).toBe('http://localhost/?a=2');
    });
  });

  describe('when a parameter only resembles code', () => {
    it('leaves it alone', () => {
      visit('/?auth_code=1&codex=2&Code=3');
      expect(stripCodeFromAddress(window.location, window.history)).toBe(false);
      expect(window.location.href).toBe('http://localhost/?auth_code=1&codex=2&Code=3');
    });
  });

  describe('when there is no code', () => {
    it('does not touch history', () => {
      visit('/?a=1');
      const history = { state: null, replaceState: jest.fn() };
      expect(stripCodeFromAddress(window.location, history)).toBe(false);
      expect(history.replaceState).not.toHaveBeenCalled();
    });

    it('ignores a code that lives only in the hash', () => {
      const history = { state: null, replaceState: jest.fn() };
      stripCodeFromAddress({ href: 'http://localhost/#/x?code=1' }, history);
      expect(history.replaceState).not.toHaveBeenCalled();
    });
  });
});
