import { readdir } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compressNextTo } from './scripts/compress.ts';

const COMPRESSIBLE = /\.(js|css|html|svg)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes .gz and .br next to each text asset so the server can send them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'talentdeck:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // The SSR build (src/prerender-entry.tsx) is only used at build time, never served.
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      for await (const file of walk(outDir)) {
        if (COMPRESSIBLE.test(file)) await compressNextTo(file);
      }
    },
  };
}

/**
 * Keeps antd parts that the public auth screens never run out of their download (/signin has a
 * budget of 180 KB gzipped):
 * - antd's Input reads a context from antd/es/form/context, which imports @rc-component/form (and
 *   its async-validator) only for the FormProvider component. Those packages declare no
 *   `sideEffects`, so the bundler would keep them whole; they have none, so say so.
 * - ConfigProvider imports the tooltip's UniqueProvider (with @rc-component/trigger and portal)
 *   but renders it only when `tooltip.unique` is set, which this app never does (app/providers.tsx).
 *   Tooltip itself still imports the real one.
 */
function trimAntd(): Plugin {
  const stub = '\0td:config-provider-tooltip-unique';
  return {
    name: 'talentdeck:trim-antd',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the import first.
    enforce: 'pre',
    resolveId: {
      filter: { id: /tooltip\/UniqueProvider$/ },
      handler(source, importer) {
        if (
          source === '../tooltip/UniqueProvider' &&
          importer?.replaceAll('\\', '/').endsWith('antd/es/config-provider/index.js')
        ) {
          return stub;
        }
        return null;
      },
    },
    load: {
      filter: { id: /^\0td:config-provider-tooltip-unique$/ },
      handler() {
        return 'export default function UniqueProvider(props) { return props.children; }';
      },
    },
    transform: {
      filter: { id: /node_modules\/@rc-component\/(form|async-validator)\// },
      handler(code) {
        return { code, map: null, moduleSideEffects: false };
      },
    },
  };
}

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), trimAntd(), precompress()],
  // `#web/…` is the app's src/ (tsconfig.json's paths say the same to TypeScript).
  resolve: { alias: [{ find: /^#web\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // The app's own styles are small (about 35 KB, 7 KB compressed): one stylesheet with the first
    // load costs less than the dozens a screen would otherwise add one by one, each making the
    // browser restyle the page (decision 44).
    cssCodeSplit: false,
    sourcemap: false,
    // Read by scripts/prerender.ts to inline each prerendered page's stylesheets, then deleted.
    manifest: true,
    // zxcvbn's dictionaries (about 1 MB gzipped) are far above it; they load on their own, never with a page.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The app (index.html), and the entry of the pages rendered at build time (scripts/prerender.ts).
      input: { index: 'index.html', prerendered: 'src/prerendered-boot.ts' },
      output: {
        // zxcvbn and its dictionaries are fetched only when a password is set; a name of their own lets
        // the browser journeys prove that /signin and the sign-up page's first load never fetch them.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.replaceAll('\\', '/').includes('/node_modules/@zxcvbn-ts/'))
            ? 'assets/password-dictionaries-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  // The SSR build (scripts/prerender.ts) bundles its dependencies: the ES builds the browser gets,
  // rather than Node loading their CommonJS builds, whose default exports differ.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      // The public job page is rendered by the server, not by this app (decision 16).
      '/job-summary': { target: apiTarget, changeOrigin: false },
    },
  },
});
