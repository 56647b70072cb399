import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPublicPage } from './layout.js';

/**
 * The web app's index.html marked noindex: it renders its not-found page for the address ("Job not
 * found" on a job page's, "Page not found" on an unknown one). Under `npm run dev` the app is not
 * built (Vite serves it), so a small page of our own says it for the job page.
 */
export async function readNotFoundPage(webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  const noindex = '<meta name="robots" content="noindex">';
  if (!existsSync(indexHtml)) {
    return renderPublicPage({ head: `<title>Job not found</title>\n${noindex}`, main: '<h1>Job not found</h1>' });
  }
  return (await readFile(indexHtml, 'utf8')).replace('</head>', `    ${noindex}\n  </head>`);
}
