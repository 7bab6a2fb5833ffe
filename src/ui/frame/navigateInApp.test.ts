import { navigateInApp } from './navigateInApp';

describe('navigateInApp', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('changes the address and tells the routers, when nothing else does', () => {
    const heard = jest.fn();
    window.addEventListener('popstate', heard);
    navigateInApp('/bills?state=draft');
    window.removeEventListener('popstate', heard);
    expect(window.location.pathname + window.location.search).toBe('/bills?state=draft');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('does not tell them twice once single-spa announces the change itself', () => {
    const original = window.history.pushState.bind(window.history);
    const patched = jest
      .spyOn(window.history, 'pushState')
      .mockImplementation((...args: Parameters<History['pushState']>) => {
        original(...args);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    const heard = jest.fn();
    window.addEventListener('popstate', heard);
    navigateInApp('/approval');
    window.removeEventListener('popstate', heard);
    patched.mockRestore();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('stays put when already there', () => {
    navigateInApp('/me');
    const heard = jest.fn();
    window.addEventListener('popstate', heard);
    navigateInApp('/me');
    window.removeEventListener('popstate', heard);
    expect(heard).not.toHaveBeenCalled();
  });
});
