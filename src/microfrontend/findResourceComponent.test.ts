import { ExtensionRegistry } from './ExtensionRegistry';
import { findResourceComponent } from './findResourceComponent';

const CarQuota = () => null;

function registryWith(exports: Record<string, unknown>, flag?: string) {
  const registry = new ExtensionRegistry();
  registry.register({ name: 'partner', type: 'COMPONENT', exports, flag });
  return registry;
}

describe('findResourceComponent', () => {
  it('finds the component an extension exports for the sourceType', async () => {
    const registry = registryWith({ resourceComponents: { CAR_QUOTA: CarQuota } });
    await expect(findResourceComponent(registry, 'CAR_QUOTA')).resolves.toBe(CarQuota);
  });

  it('finds nothing for another type, a value that is not a component or an inherited name', async () => {
    const registry = registryWith({ resourceComponents: { CAR_QUOTA: 'not a component' } });
    await expect(findResourceComponent(registry, 'CAR_QUOTA')).resolves.toBeNull();
    await expect(findResourceComponent(registry, 'HOTEL')).resolves.toBeNull();
    await expect(findResourceComponent(registry, 'toString')).resolves.toBeNull();
  });

  it('waits for a bundle still loading before it finds nothing', async () => {
    const registry = new ExtensionRegistry();
    let finish: () => void = () => undefined;
    registry.track(new Promise<void>((resolve) => (finish = resolve)));
    const found = findResourceComponent(registry, 'CAR_QUOTA');
    registry.register({
      name: 'late',
      type: 'COMPONENT',
      exports: { resourceComponents: { CAR_QUOTA: CarQuota } },
    });
    finish();
    await expect(found).resolves.toBe(CarQuota);
  });

  it('does not see an extension its module flag switched off', async () => {
    const registry = registryWith(
      { resourceComponents: { CAR_QUOTA: CarQuota } },
      'module-partner',
    );
    registry.setFlagGate(() => false);
    await expect(findResourceComponent(registry, 'CAR_QUOTA')).resolves.toBeNull();
  });
});
