import { screen, within } from '@testing-library/react';
import { createModuleLifecycles } from '@shell/microfrontend/createModuleLifecycles';
import { createI18n } from '@shell/i18n';
import type { HttpClient } from '@shell/http';
import { RootStore, type ModuleDefinition } from '@shell/store';

function Broken(): never {
  throw new Error('the bills page could not read its data');
}

function Healthy() {
  return <h1>审批列表</h1>;
}

/** Both modules answer the page's path ('/' and '/*' are distinct claims for the route table). */
const definition = (
  id: string,
  path: string,
  component: ModuleDefinition<RootStore>['routes'][0]['component'],
) => ({
  id,
  flag: `module-${id}`,
  registry: { type: 'APPLICATION' as const, rootPath: `/${id}` },
  routes: [{ path, component }],
});

function slot(id: string): HTMLElement {
  const element = document.createElement('section');
  element.setAttribute('data-testid', id);
  document.body.append(element);
  return element;
}

/** Mounts a module as single-spa would, into its own slot. */
async function mount(root: RootStore, def: ModuleDefinition<RootStore>): Promise<HTMLElement> {
  const element = slot(def.id);
  const lifecycles = createModuleLifecycles(def, root, () => element);
  const props = { name: def.id, singleSpa: {}, mountParcel: () => undefined } as never;
  await (lifecycles.bootstrap as (p: unknown) => Promise<void>)(props);
  await (lifecycles.mount as (p: unknown) => Promise<void>)(props);
  return element;
}

// single-spa mounts outside React's act(): its mount promise settles only after React commits.
const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('when one module throws while rendering', () => {
  beforeAll(() => {
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows an error panel in that module’s slot only, and the neighbour keeps working', async () => {
    const root = new RootStore({ http: {} as HttpClient, i18n: createI18n() });
    const broken = await mount(root, definition('bills', '/', Broken));
    const healthy = await mount(root, definition('approval', '/*', Healthy));

    // The error screen comes in its own chunk, off the first screen's path.
    expect(await within(broken).findByTestId('error-screen')).toHaveAttribute('role', 'alert');
    expect(broken.textContent).not.toMatch(/Unexpected Application Error|Hey developer/);
    expect(within(broken).queryByText('审批列表')).toBeNull();
    expect(within(healthy).getByRole('heading', { name: '审批列表' })).toBeInTheDocument();
    expect(within(healthy).queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
