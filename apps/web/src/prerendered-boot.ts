/**
 * The only script a prerendered page (scripts/prerender.ts) names: the page is already on screen
 * from its HTML, so the app's code is fetched after the first paint instead of competing with it
 * (it would otherwise download and run before the browser's first frame).
 */
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
await import('#web/main');

export {};
