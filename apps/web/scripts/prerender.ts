/**
 * After `vite build` and the SSR build of src/prerender-entry.tsx: writes each page of
 * PRERENDERED_PAGES as dist/<file>: the app's index.html with the page's markup in #root, antd's
 * styles for it and the app's stylesheets inlined, so the first paint needs no other request, and
 * the boot script (src/prerendered-boot.ts) in place of the app's, so no script runs before it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDERED_PAGES } from '#web/app/prerendered-pages';
import { usedAntdComponents } from './antd-components';
import { compressNextTo } from './compress';

type Manifest = Record<string, { file: string }>;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const ssrOut = path.join(root, 'dist-ssr');

/** The page's first paint must not wait for a request: its stylesheets go in the page. */
async function inlineStyles(files: string[]) {
  const sheets = await Promise.all(files.map((css) => readFile(path.join(dist, css), 'utf8')));
  return sheets.map((sheet) => `<style>${sheet}</style>`).join('');
}

const manifestPath = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
const { renderPage, renderAntdStylesheet } = (await import(
  path.join(ssrOut, 'prerender-entry.js')
)) as typeof import('#web/prerender-entry');

/**
 * antd's stylesheet (src/app/providers.tsx): every component the app can show, in its theme, under
 * a name that changes with its content. The app's page links it first, so the app's own styles
 * come after it in the cascade, as when antd inserted its styles at the top of the head.
 */
const antdCss = renderAntdStylesheet(await usedAntdComponents(path.join(root, 'src')));
const antdHref = `/assets/antd-${createHash('sha256').update(antdCss).digest('hex').slice(0, 10)}.css`;
await writeFile(path.join(dist, antdHref), antdCss);
await compressNextTo(path.join(dist, antdHref));
const appShell = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!appShell.includes('<script type="module"')) throw new Error('index.html has no module script');
const shell = appShell.replace(
  /(\s*)<script type="module"/,
  (all, space: string) => `${space}<link rel="stylesheet" crossorigin href="${antdHref}">${all}`,
);
await writeFile(path.join(dist, 'index.html'), shell);
await compressNextTo(path.join(dist, 'index.html'));
// The app's own stylesheet (one for the whole app: vite.config.ts's cssCodeSplit), as index.html links it.
const appStyles = [...appShell.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(([, href = '']) => href);
if (appStyles.length === 0) throw new Error('index.html links no stylesheet');
const appCss = await inlineStyles(appStyles);
const boot = manifest['src/prerendered-boot.ts']?.file;
if (!boot) throw new Error("the prerendered pages' entry is not in the build manifest");
// The app's own script and its preloads give way to the boot script, which loads them after the first paint.
// The page paints with its own inlined styles; antd's whole stylesheet (what else the app may show
// once it runs) loads without holding the paint back, and the boot script applies it.
const head = shell
  .replace(/\s*<script type="module"[^>]*><\/script>/, '')
  .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '')
  .replace(
    '</title>',
    () => `</title>\n    <link rel="stylesheet" crossorigin href="${antdHref}" media="print" data-antd-stylesheet>`,
  )
  .replace('</head>', () => `  <script type="module" crossorigin src="/${boot}"></script>\n  </head>`);

for (const page of PRERENDERED_PAGES) {
  const { html, styles } = await renderPage(page.path);
  if (!head.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  // React renders the page's <title> in place; in the head, as the browser's React would put it,
  // it replaces the app's default title and is adopted by hydration.
  const title = /^<title>.*?<\/title>/.exec(html)?.[0];
  if (!title) throw new Error(`${page.path} rendered no <title> first`);
  const document = head
    .replace(/<title>.*?<\/title>/, () => title)
    // antd's styles before the app's, as in the browser (antd prepends its own): the same cascade
    // as once React has the page, so nothing changes when it does.
    .replace('</head>', () => `${styles}${appCss}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered inert>${html.slice(title.length)}</div>`);
  const file = path.join(dist, page.file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, document);
  await compressNextTo(file);
}

// Neither is served: the manifest was only for this step, the SSR bundle only for rendering.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
await rm(ssrOut, { recursive: true, force: true });
