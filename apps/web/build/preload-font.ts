import type { Plugin } from 'vite'

/**
 * Adds `<link rel="preload">` to index.html for the built font files whose
 * names match `pattern`. A font is otherwise asked for only once text that
 * uses it is on screen, which in this app is after the scripts have run: the
 * text would show in the fallback font first and move when Inter arrives.
 */
export function preloadFonts(pattern: RegExp): Plugin {
  return {
    name: 'platewise-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) => pattern.test(file))
        return fonts.map((file) => ({
          tag: 'link',
          // fonts are always fetched in CORS mode, so the preload must be too to be used
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head',
        }))
      },
    },
  }
}
