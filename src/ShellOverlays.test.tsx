import { createI18n } from './i18n';
import type { HttpClient } from './http';
import { descriptor } from './microfrontend/testing/registryEntry';
import { startUpSettled } from './ShellOverlays';
import { RootStore } from './store';

const rootStore = () => new RootStore({ http: {} as HttpClient, i18n: createI18n() });

describe('startUpSettled (when the overlay chunk may load)', () => {
  it('waits while sign-in runs and while a signed-in home has no micro-apps yet', () => {
    const root = rootStore();
    expect(startUpSettled(root)).toBe(false);
    root.session.startSignIn();
    expect(startUpSettled(root)).toBe(false);
  });

  it('lets it load once the micro-apps are known or the registry failed', () => {
    const known = rootStore();
    known.microApps.register([descriptor()]);
    expect(startUpSettled(known)).toBe(true);
    const failed = rootStore();
    failed.microApps.setRegistryError('registry down');
    expect(startUpSettled(failed)).toBe(true);
  });

  it('lets it load when sign-in ends anywhere but the home', () => {
    const root = rootStore();
    root.session.startSignIn();
    root.session.unauthorized();
    expect(startUpSettled(root)).toBe(true);
  });
});
