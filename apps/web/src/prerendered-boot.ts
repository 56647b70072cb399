/**
 * The only script a prerendered page (scripts/prerender.ts) names: the page is already on screen
 * from its HTML, so the app's code is fetched after the first paint instead of competing with it
 * (it would otherwise download and run before the browser's first frame).
 */
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
// antd's stylesheet was fetched without holding the paint back (media="print"); the app renders
// with it (src/app/providers.tsx), so it applies before the app runs.
const antdStylesheet = document.querySelector<HTMLLinkElement>('link[data-antd-stylesheet]');
if (antdStylesheet) antdStylesheet.media = 'all';
await import('#web/main');

export {};
