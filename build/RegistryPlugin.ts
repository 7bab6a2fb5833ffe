import type { MicroAppDescriptor } from '@shell/microfrontend';
import type { ModuleDescriptor } from '@shell/store';
import { sources, type Compiler } from 'webpack';
import { stableUuid } from './stableUuid';

export interface RegistryPluginOptions {
  descriptors: ModuleDescriptor[];
  version: string;
  publicPath: string;
}

/** Emits registry.json: one descriptor per module bundle, as the registry center serves it. */
export class RegistryPlugin {
  constructor(private readonly options: RegistryPluginOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RegistryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RegistryPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const uuidOf = new Map(this.options.descriptors.map((d) => [d.id, stableUuid(d.id)]));
          const registry: MicroAppDescriptor[] = this.options.descriptors.map((descriptor) => {
            const chunk = compilation.namedChunks.get(descriptor.id);
            const file = chunk ? [...chunk.files].find((name) => name.endsWith('.js')) : undefined;
            if (!file) throw new Error(`RegistryPlugin: no bundle for module "${descriptor.id}"`);
            const { registry: fields } = descriptor;
            return {
              name: descriptor.id,
              uuid: uuidOf.get(descriptor.id) ?? stableUuid(descriptor.id),
              version: this.options.version,
              type: fields.type,
              ...(fields.rootPath ? { rootPath: fields.rootPath } : {}),
              bundleUrl: `${this.options.publicPath}${file}`,
              priority: fields.priority ?? 2,
              entry: 'default',
              dependencies: (fields.dependencies ?? []).map(
                (id) => uuidOf.get(id) ?? stableUuid(id),
              ),
              params: { flag: descriptor.flag, ...(fields.params ?? {}) },
            };
          });
          compilation.emitAsset(
            'registry.json',
            new sources.RawSource(`${JSON.stringify(registry, null, 2)}\n`),
          );
        },
      );
    });
  }
}
