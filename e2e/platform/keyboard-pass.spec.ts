import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../fixtures/browser.ts';
import { expectKeyboardPass } from '../fixtures/keyboard.ts';

const RING = '<style>:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }</style>';

/** The sweep's keyboard pass must be able to fail: each trap below is one it has to name. */
describe.skipIf(!browserAvailable())('the keyboard pass', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function problemsOn(body: string): Promise<string[]> {
    await page.setContent(`${RING}<main>${body}</main>`);
    try {
      await expectKeyboardPass(page, 'fixture');
      return [];
    } catch (error) {
      return ((error as { actual?: string[] }).actual ?? [String(error)]) as string[];
    }
  }

  it('accepts visible stops with a focus ring', async () => {
    expect(await problemsOn('<a href="#a">First</a><button type="button">Second</button>')).toEqual([]);
  });

  it('names a focusable element inside aria-hidden content', async () => {
    expect(await problemsOn('<a href="#a">First</a><div aria-hidden="true"><button type="button">Hidden</button></div>')).toEqual(
      ['<button role=button> "Hidden" is focusable inside aria-hidden content'],
    );
  });

  it('names an invisible stop and one outside the page', async () => {
    const body =
      '<button type="button" style="opacity:0">Ghost</button><a href="#x" style="position:absolute;left:-9999px">Away</a>';
    expect(await problemsOn(body)).toEqual([
      '<button role=button> "Ghost" is focused while invisible (display, visibility or opacity)',
      '<a role=link> "Away" is focused outside the viewport',
    ]);
  });

  it('names a stop that looks the same focused and unfocused', async () => {
    expect(await problemsOn('<a href="#a">First</a><a href="#b" style="outline:none">Plain</a>')).toEqual([
      '<a role=link> "Plain" shows no visible focus indicator',
    ]);
  });
});
