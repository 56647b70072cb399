/**
 * A visitor whose system asks for less motion (WCAG 2.3.3) gets antd's dialogs, dropdowns and
 * transitions without animation; everyone else keeps them.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { pageIsLive } from '../fixtures/hydration.ts';
import { journeys } from '../fixtures/journey.ts';

/** Opens the forgotten-password page's email field and reports how long antd's transitions last there. */
async function transitionOfAField(page: Page) {
  await page.goto('/forgotpassword');
  await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
  await pageIsLive(page);
  return page.getByRole('textbox', { name: 'Email' }).evaluate((el) => {
    const field = el.closest('.ant-input-affix-wrapper') ?? el;
    return getComputedStyle(field).transitionDuration;
  });
}

journeys('motion as the visitor prefers it', (j) => {
  it('turns antd animations off for a visitor who prefers reduced motion, and keeps them otherwise', async () => {
    const reduced = await j.browser.newContext({ baseURL: j.server.url, reducedMotion: 'reduce' });
    const moving = await j.browser.newContext({ baseURL: j.server.url, reducedMotion: 'no-preference' });
    try {
      const still = await transitionOfAField(await reduced.newPage());
      const animated = await transitionOfAField(await moving.newPage());
      expect(still.split(',').every((d) => d.trim() === '0s')).toBe(true);
      expect(animated.split(',').some((d) => d.trim() !== '0s')).toBe(true);
    } finally {
      await reduced.close();
      await moving.close();
    }
  });
});
