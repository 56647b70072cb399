import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { fmt, startProcess } from './lib.js';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/**
 * The JavaScript a browser downloads to render /signin, counted as the gzip files the server
 * holds for each script the page requested (brotli, which browsers get, is smaller still).
 */
export async function benchSigninBundle() {
  const { info, child } = await startProcess<{ port: number }>(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    BENCH_WEB: '1',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${info.port}/signin`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /sign in/i })
      .first()
      .waitFor();
    let raw = 0;
    let gzip = 0;
    for (const p of scripts) {
      const file = path.join(dist, p);
      raw += statSync(file).size;
      gzip += statSync(`${file}.gz`).size;
    }
    console.log('\n## Web: JavaScript downloaded to render /signin');
    console.log(`${scripts.size} scripts, ${fmt(raw / 1024)} KB raw, ${fmt(gzip / 1024)} KB gzipped (budget: 180 KB gzipped)`);
    return { scripts: scripts.size, rawKb: raw / 1024, gzipKb: gzip / 1024 };
  } finally {
    await browser.close();
    child.kill('SIGTERM');
  }
}
