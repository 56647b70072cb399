import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { fmt, startProcess } from './lib.js';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const BUDGET_KB = 180;
const AUTH_PAGES = ['/', '/signin', '/forgotpassword'];

/** Kilobytes of the scripts as raw and as the gzip files the server holds (browsers get brotli, smaller still). */
function sizeOf(scripts: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const p of scripts) {
    const file = path.join(dist, p);
    raw += statSync(file).size;
    gzip += statSync(`${file}.gz`).size;
  }
  return { rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

/**
 * One auth page as a new visitor meets it: the scripts of its first load (the budget), then those
 * the captcha adds once the form is used, up to the solved proof of work.
 */
async function measurePage(browser: Browser, origin: string, pagePath: string) {
  const page = await browser.newPage();
  try {
    const scripts = new Set<string>();
    page.on('response', (res) => {
      // The captcha's workers start from blob: URLs made of code already counted.
      const url = new URL(res.url());
      if (res.request().resourceType() === 'script' && url.protocol !== 'blob:') scripts.add(url.pathname);
    });
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    await page.locator('form input').first().waitFor();
    const firstLoad = { scripts: scripts.size, ...sizeOf(scripts) };
    await page.locator('form input').first().focus();
    await page.getByRole('status').filter({ hasText: 'Verified' }).waitFor({ timeout: 30_000 });
    const withCaptcha = { scripts: scripts.size, ...sizeOf(scripts) };
    return { path: pagePath, firstLoad, withCaptcha, withinBudget: firstLoad.gzipKb <= BUDGET_KB };
  } finally {
    await page.close();
  }
}

/** The JavaScript a browser downloads to render each auth page, with the default captcha (ALTCHA). */
export async function benchAuthBundles() {
  const { info, child } = await startProcess<{ port: number }>(fileURLToPath(new URL('./web-server.ts', import.meta.url)));
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    console.log(`\n## Web: JavaScript downloaded by the auth pages, default captcha (budget: ${BUDGET_KB} KB gzipped)`);
    const pages = [];
    for (const pagePath of AUTH_PAGES) {
      const result = await measurePage(browser, `http://127.0.0.1:${info.port}`, pagePath);
      const { firstLoad, withCaptcha } = result;
      console.log(
        `${pagePath.padEnd(16)} first load ${fmt(firstLoad.gzipKb)} KB gzipped (${firstLoad.scripts} scripts, ` +
          `${fmt(firstLoad.rawKb)} KB raw) ${result.withinBudget ? 'within' : 'OVER'} budget; ` +
          `${fmt(withCaptcha.gzipKb)} KB once the form is used and the captcha solved`,
      );
      pages.push(result);
    }
    return pages;
  } finally {
    await browser?.close();
    child.kill('SIGTERM');
  }
}
