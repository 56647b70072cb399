/**
 * antd's styles come from the stylesheet made at build time, not from styles the app computes and
 * inserts while it renders (decision 44): the signed-in screens and the prerendered pages show
 * antd's components in the product's theme, popups included, and no antd rule is inserted at run time.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { pageIsLive } from '../fixtures/hydration.ts';
import { journeys } from '../fixtures/journey.ts';

/** The theme's primary colour (apps/web/src/app/theme.ts, #1d4ed8). */
const PRIMARY = 'rgb(29, 78, 216)';

/**
 * Rules in <style> elements that style anything (a property other than a custom one): what antd
 * inserts when it computes its styles. Its design tokens, CSS custom properties, are still set at
 * run time (they follow the theme and the visitor's motion setting).
 */
const insertedStyleRules = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('style'))
      .flatMap((style) => Array.from(style.sheet?.cssRules ?? []))
      .filter((rule) => rule instanceof CSSStyleRule && Array.from(rule.style).some((property) => !property.startsWith('--')))
      .map((rule) => rule.cssText.slice(0, 80)),
  );

journeys('antd styles from the stylesheet', (j) => {
  it('styles a signed-in screen and its popups without inserting antd rules', async () => {
    const { page, server, context } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(context, owner.email, owner.password);
    await page.goto('/dashboard');
    const create = page.getByRole('button', { name: 'Create a Job' });
    await create.waitFor();
    expect(await create.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PRIMARY);

    // A popup's styles (the Time filter's options, rendered at the end of the body).
    await page.getByRole('combobox', { name: 'Time' }).click();
    const options = page.locator('.ant-select-dropdown').first();
    await options.waitFor();
    const popup = await options.evaluate((el) => {
      const style = getComputedStyle(el);
      return { position: style.position, shadow: style.boxShadow };
    });
    expect(popup.position).toBe('absolute');
    expect(popup.shadow).not.toBe('none');
    expect(await insertedStyleRules(page)).toEqual([]);
  });

  it('paints a prerendered page with its inlined styles, then applies the stylesheet once the app runs', async () => {
    const { page } = j;
    await page.goto('/signin');
    await pageIsLive(page);
    const sheet = page.locator('link[data-antd-stylesheet]');
    await expect.poll(() => sheet.evaluate((el) => (el as HTMLLinkElement).media)).toBe('all');
    const submit = page.getByRole('button', { name: 'Sign in' });
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(PRIMARY);
  });
});
