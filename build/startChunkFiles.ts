import type { Compilation } from 'webpack';

/**
 * The script files of the named lazy chunk groups, each once, in the order named, without the
 * entry chunks the page loads anyway (vendor, shell). Throws for a name no chunk group has, so a
 * renamed chunk cannot silently stop being preloaded.
 */
export function startChunkFiles(compilation: Compilation, groupNames: readonly string[]): string[] {
  const publicPath = String(compilation.outputOptions.publicPath ?? '/');
  const files = new Set<string>();
  for (const name of groupNames) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`StartHintsPlugin: no chunk group named "${name}"`);
    for (const chunk of group.chunks) {
      if (chunk.canBeInitial()) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(`${publicPath}${file}`);
    }
  }
  return [...files];
}
