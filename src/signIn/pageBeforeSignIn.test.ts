import { PREVIOUS_PAGE_KEY } from '../navigation';
import { rememberPageLeftForSignIn, returnToPageBeforeSignIn } from './pageBeforeSignIn';

afterEach(() => sessionStorage.clear());

describe('the page before a sign-in detour', () => {
  it('is remembered without credentials, and gone back to once from the home', async () => {
    rememberPageLeftForSignIn({ pathname: '/bills/B1', search: '?code=c1&tab=flow&ticket=t' });
    expect(sessionStorage.getItem(PREVIOUS_PAGE_KEY)).toBe('/bills/B1?tab=flow');
    const navigate = jest.fn();
    await returnToPageBeforeSignIn({ pathname: '/', search: '?code=c2' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/bills/B1?tab=flow');
    await returnToPageBeforeSignIn({ pathname: '/', search: '' }, navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('is not the shell’s own sign-in screens', () => {
    for (const pathname of ['/', '/login', '/selectEnterprise5', '/signin-problem']) {
      rememberPageLeftForSignIn({ pathname, search: '' });
    }
    expect(sessionStorage.getItem(PREVIOUS_PAGE_KEY)).toBeNull();
  });

  it('leaves a person who signed in on a page of their own there, forgetting the old one', async () => {
    rememberPageLeftForSignIn({ pathname: '/bills', search: '' });
    const navigate = jest.fn();
    await returnToPageBeforeSignIn({ pathname: '/approval', search: '' }, navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PREVIOUS_PAGE_KEY)).toBeNull();
  });
});
