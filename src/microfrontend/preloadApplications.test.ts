import { allModulesOn } from './ModuleFlagSource';
import { preloadApplications } from './preloadApplications';
import { descriptor } from './testing/registryEntry';
import { fakeScriptLoader } from './testing/fakeScriptLoader';

const apps = [
  descriptor({ name: 'bills', type: 'APPLICATION', rootPath: '/bills', priority: 1 }),
  descriptor({ name: 'approval', type: 'APPLICATION', rootPath: '/approval', priority: 2 }),
  descriptor({ name: 'upload', type: 'COMPONENT', priority: 2 }),
  descriptor({ name: 'wiki', type: 'IFRAME', rootPath: '/wiki', priority: 1 }),
];

describe('preloadApplications', () => {
  it('asks the loader for every APPLICATION bundle at its own priority, not urgently', () => {
    const fake = fakeScriptLoader();
    preloadApplications(apps, fake.loader, allModulesOn);
    expect(fake.load.mock.calls).toEqual([[apps[0]], [apps[1]]]);
  });

  it('leaves out the modules whose flag is off for this person', () => {
    const fake = fakeScriptLoader();
    const flags = { ...allModulesOn, isEnabled: (flag: string) => flag !== 'module-approval' };
    preloadApplications(apps, fake.loader, flags);
    expect(fake.requested).toEqual(['https://cdn.test/bills.js']);
  });

  it('keeps a failed preload from going unhandled (opening the app retries it)', async () => {
    const fake = fakeScriptLoader();
    preloadApplications(apps.slice(0, 1), fake.loader, allModulesOn);
    fake.fail('https://cdn.test/bills.js', new Error('offline'));
    await Promise.resolve();
    expect(fake.pending.size).toBe(0);
  });
});

describe('preloadApplications once a bundle is in', () => {
  it('hands the loaded app on, for it to read its first screen ahead', async () => {
    const fake = fakeScriptLoader();
    const onLoaded = jest.fn();
    preloadApplications(apps, fake.loader, allModulesOn, onLoaded);
    fake.succeed('https://cdn.test/approval.js', 'approval', {});
    await Promise.resolve();
    expect(onLoaded.mock.calls).toEqual([[apps[1]]]);
  });
});
