import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Audience, routeAudiences } from '../../apps/web/src/app/route-audiences.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { browserAvailable, launchBrowser } from '../fixtures/browser.ts';
import { expectKeyboardPass } from '../fixtures/keyboard.ts';
import { expectFitsPhone, PHONE_VIEWPORT } from '../fixtures/phone.ts';
import { startServer, type TestServer } from '../fixtures/server.ts';
import { type SweepWorld, seedSweepWorld, visitUrl } from '../fixtures/sweep-world.ts';

/**
 * Every route of the web app's table (apps/web/src/app/route-audiences.ts, held to the table by
 * its unit test), opened as the user it is for: on a desktop its content, axe, and a keyboard-only
 * pass; on a phone (390×844) its content, axe, and that it fits the width.
 */
describe.skipIf(!browserAvailable())('accessibility sweep of every route', () => {
  let server: TestServer;
  let browser: Browser;
  let world: SweepWorld;
  const pages = new Map<string, Page>();
  type Screen = 'desktop' | 'phone';

  /**
   * One page per audience, so its cache serves every route after the first, with axe loaded into
   * each document up front. Cookies are put back before each route: an emailed link that signs in
   * must not change the next page.
   */
  async function pageFor(audience: Audience, screen: Screen): Promise<Page> {
    const session = world.sessions[audience];
    if (!session) throw new Error(`The sweep has no ${audience} yet: sign one in in sweep-world.ts`);
    let page = pages.get(`${audience} ${screen}`);
    if (!page) {
      const context = await browser.newContext(
        screen === 'phone'
          ? { baseURL: server.url, viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true }
          : { baseURL: server.url, viewport: { width: 1280, height: 860 } },
      );
      await context.addInitScript({ content: axe.source });
      page = await context.newPage();
      pages.set(`${audience} ${screen}`, page);
    }
    await page.context().clearCookies();
    await page.context().addCookies(session.cookies);
    return page;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    world = await seedSweepWorld(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  type Visit = (typeof routeAudiences)[string] & {};
  async function open(path: string, visit: Visit, screen: Screen) {
    const page = await pageFor(visit.audience, screen);
    const url = visitUrl(path, visit, screen === 'phone' ? world.secondPass : world.values);
    if (visit.state) {
      // Navigation state survives a reload: React Router reads it from history.state.
      await page.goto('/terms');
      await page.evaluate(([to, usr]) => window.history.replaceState({ usr, key: 'sweep', idx: 0 }, '', to), [
        url,
        visit.state,
      ] as const);
      await page.reload();
    } else {
      await page.goto(url);
    }
    await page.getByRole('heading', { level: 1, name: visit.heading, exact: true }).waitFor();
    // A prerendered page (/signin, /, /forgotpassword) shows its heading before the app takes it
    // over and asks for its settings, which enable the sign-in button with a colour transition:
    // check the page once settled, not in between.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(visit.landsOn ?? url.split('?')[0]);
    return { page, label: `${path} (${visit.audience})` };
  }

  for (const [path, visit] of Object.entries(routeAudiences)) {
    it(`${path} as ${visit.audience}`, async () => {
      const { page, label } = await open(path, visit, 'desktop');
      await expectNoSeriousA11yViolations(page, label);
      await expectKeyboardPass(page, label);
    });
  }

  for (const [path, visit] of Object.entries(routeAudiences)) {
    it(`${path} as ${visit.audience} on a phone`, async () => {
      const { page, label } = await open(path, visit, 'phone');
      await expectFitsPhone(page, label);
      await expectNoSeriousA11yViolations(page, `${label} on a phone`);
    });
  }
});
