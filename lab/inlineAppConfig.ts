/** The id the shell looks for (src/config/inlineConfigText.ts; inlineAppConfig.test.ts reads it back). */
const INLINE_CONFIG_ID = 'app-config';
const CONFIG_PRELOAD = /<link rel="preload" href="\/app-config\.json"[^>]*>/;

/**
 * The app document with the config file's text inside it, where the build put the file's preload:
 * the shell reads it there instead of asking (src/config/inlineConfigText.ts). `<` is written
 * as its JSON escape, so no value can end the element early.
 */
export function inlineAppConfig(indexHtml: string, config: unknown): string {
  const text = JSON.stringify(config).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${INLINE_CONFIG_ID}">${text}</script>`;
  return CONFIG_PRELOAD.test(indexHtml)
    ? indexHtml.replace(CONFIG_PRELOAD, () => element)
    : indexHtml.replace('</head>', () => `${element}</head>`);
}
