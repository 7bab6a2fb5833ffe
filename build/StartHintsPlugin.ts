import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { START_HINT_ATTRIBUTES } from '../src/startHints/chooseStartHints';
import { startChunkFiles } from './startChunkFiles';

export interface StartHintsPluginOptions {
  /** The entry of the start-hints script (src/startHints/startHintsEntry.ts). */
  hintsEntry: string;
  /** The entry of the start-calls script (src/startCalls/startCallsEntry.ts): async, in index.html. */
  callsEntry: string;
  /** The libraries' bundle: the later chunks are asked for once it is in and has run. */
  vendorChunk: string;
  /** Chunk groups every start needs first, whatever the host: preloaded by index.html itself. */
  first: readonly string[];
  /** Chunk groups the home needs once signed in: asked for once vendor and shell are in. */
  later: readonly string[];
  /** Chunk groups every start needs once signed in, which the home draws without: after `later`. */
  runtime: readonly string[];
}

type HtmlTag = HtmlWebpackPlugin.HtmlTagObject;

const preloadTag = (href: string): HtmlTag => ({
  tagName: 'link',
  voidTag: true,
  meta: { plugin: 'StartHintsPlugin' },
  attributes: { rel: 'preload', as: 'script', href },
});

const asyncScriptTag = (src: string): HtmlTag => ({
  tagName: 'script',
  voidTag: false,
  meta: { plugin: 'StartHintsPlugin' },
  attributes: { async: true, src },
});

/**
 * Lets the start's lazy chunks download while the vendor bundle is on the wire or running,
 * instead of after it has run: index.html preloads the chunks every start needs first, and the
 * start-hints script, first of the page's deferred scripts, preloads those that depend on the host
 * and device, then the later ones. Their file lists are attributes of its tag, so no inline script
 * is needed (the CSP allows none).
 *
 * The start-calls script, which starts the sign-in chain's first calls, is an async script of
 * index.html itself: fetched as the document is parsed, it runs as soon as it is in, while vendor
 * is on the wire (a cold start) or before vendor and the shell are evaluated when all come from
 * the cache (a warm start), and no deferred script waits for it. Added by start-hints instead,
 * it ran only after vendor and the shell on a warm start, and the shell made every call itself.
 */
export class StartHintsPlugin {
  constructor(private readonly options: StartHintsPluginOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StartHintsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartHintsPlugin',
        (data) => {
          if (data.outputName !== 'index.html') return data;
          const scripts = data.headTags.filter((tag) => tag.tagName === 'script');
          const hints = scripts.filter((tag) => this.isHintsScript(compilation, tag));
          const bundles = scripts.filter((tag) => !hints.includes(tag));
          const first = startChunkFiles(compilation, this.options.first);
          const later = startChunkFiles(compilation, this.options.later);
          const runtime = startChunkFiles(compilation, this.options.runtime);
          const calls = this.entryFiles(compilation, this.options.callsEntry);
          const attributes = {
            ...this.variantAttributes(compilation),
            [START_HINT_ATTRIBUTES.after]: this.entryFiles(
              compilation,
              this.options.vendorChunk,
            ).join(' '),
            [START_HINT_ATTRIBUTES.later]: later.filter((file) => !first.includes(file)).join(' '),
            [START_HINT_ATTRIBUTES.runtime]: runtime
              .filter((file) => !first.includes(file) && !later.includes(file))
              .join(' '),
          };
          for (const tag of hints) tag.attributes = { ...tag.attributes, ...attributes };
          data.headTags = [
            ...data.headTags.filter((tag) => tag.tagName !== 'script'),
            ...hints,
            ...calls.map(asyncScriptTag),
            ...bundles,
            ...first.map(preloadTag),
          ];
          return data;
        },
      );
    });
  }

  /** Each host's adapter (chunk group `host-<id>`, modules/host-bridges' loaders) and frame. */
  private variantAttributes(compilation: Compilation): Record<string, string> {
    const files = (group: string) => startChunkFiles(compilation, [group]).join(' ');
    const attributes: Record<string, string> = {
      [START_HINT_ATTRIBUTES.frame(true)]: files('frame-phone'),
      [START_HINT_ATTRIBUTES.frame(false)]: files('frame-desktop'),
    };
    for (const group of compilation.namedChunkGroups.keys()) {
      const host = /^host-(.+)$/.exec(group)?.[1];
      if (host) attributes[START_HINT_ATTRIBUTES.host(host)] = files(group);
    }
    return attributes;
  }

  /** A named chunk's script files (vendor, the start-calls entry), as script tags name them. */
  private entryFiles(compilation: Compilation, name: string): string[] {
    const publicPath = String(compilation.outputOptions.publicPath ?? '/');
    const chunk = compilation.namedChunks.get(name);
    if (!chunk) throw new Error(`StartHintsPlugin: no chunk named "${name}"`);
    return [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => publicPath + file);
  }

  private isHintsScript(compilation: Compilation, tag: HtmlTag): boolean {
    const src = tag.attributes.src;
    const chunk = compilation.namedChunks.get(this.options.hintsEntry);
    return (
      typeof src === 'string' &&
      chunk !== undefined &&
      [...chunk.files].some((file) => src.endsWith(file))
    );
  }
}
