import { zoneWithOffset } from '@talentdeck/shared';
import { expect, it } from 'vitest';
import { createCompanyOwner, setCompanyState, signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { PNG } from '../fixtures/images.ts';
import { journeys } from '../fixtures/journey.ts';
import { expectFitsPhone, PHONE_VIEWPORT } from '../fixtures/phone.ts';
import { chooseLabelled, noOpenDropdown } from '../fixtures/select.ts';

type Company = { companyName: string; website: string; companyAge: number; noOfEmployees: string; companyLogo: string | null };
type Office = { office: string; city: string; country: string; lat: number; long: number };

journeys('business profile', (j) => {
  it('first-time profile with two offices picked through the autocomplete lands on the waitlist', async () => {
    const owner = await createCompanyOwner(j.server);
    await signInContext(j.context, owner.email, owner.password);
    const { page } = j;
    await page.goto('/companydetails');
    await page.getByRole('heading', { level: 1, name: 'Build your employer brand' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'company details');

    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Current logo' }).waitFor();

    await page.getByLabel('Company name').fill('Northwind Labs');
    await page.getByLabel('Website').fill('not a link');
    await page.getByLabel('Website').blur();
    await page.getByText('Enter a valid link').waitFor();
    await page.getByLabel('Website').fill('northwind.example.com');

    await page.getByLabel('Number of employees').click();
    await page.getByTitle('25-50').click();
    await page.getByLabel('Year established').click();
    await page.getByTitle('2021').click();

    // A one-line address field asks the browser for one line (WCAG 1.3.5): street-address is the
    // whole multi-line address (expectNoSeriousA11yViolations also refuses it on any page).
    expect(await page.getByLabel('Office 1 address').getAttribute('autocomplete')).toBe('address-line1');

    // Enter in a field does not submit the form.
    await page.getByLabel('Office 1 address').fill('Bahnhofstrasse 1');
    await page.getByLabel('Office 1 address').press('Enter');
    expect(new URL(page.url()).pathname).toBe('/companydetails');

    await page.getByLabel('Office 1 city').pressSequentially('zuri');
    await page.getByTitle('Zürich, Switzerland').click();
    await page.getByRole('button', { name: 'Add office' }).click();
    await page.getByLabel('Office 2 address').fill('1 Canada Square');
    // By keyboard: the first (most populous) match is active, Enter picks it and submits nothing.
    await page.getByLabel('Office 2 city').pressSequentially('Lond');
    await page.getByTitle('London, United Kingdom').waitFor();
    await page.getByLabel('Office 2 city').press('Enter');
    await expect.poll(() => page.getByLabel('Office 2 city').inputValue()).toBe('London, United Kingdom');
    expect(new URL(page.url()).pathname).toBe('/companydetails');

    await page.getByRole('button', { name: 'Create Business Profile' }).click();
    await page.waitForURL('**/join-waitlist');

    const company = (await (await j.context.request.get(`/api/company/${owner.companyId}`)).json()) as Company & {
      address: Office[];
    };
    expect(company).toMatchObject({
      companyName: 'Northwind Labs',
      website: 'https://northwind.example.com',
      noOfEmployees: '25-50',
      companyAge: 2021,
    });
    expect(company.companyLogo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(company.address.map((a) => [a.office, a.city, a.country])).toEqual([
      ['Bahnhofstrasse 1', 'Zürich', 'Switzerland'],
      ['1 Canada Square', 'London', 'United Kingdom'],
    ]);
    expect(company.address[0]?.lat).toBeCloseTo(47.37, 1);

    // Once approved, the same profile is edited under settings.
    await setCompanyState(j.server, owner.companyId, { isAllowed: true });
    await page.goto('/profilesettings/businessprofile');
    await page.getByRole('heading', { level: 1, name: 'Business Profile' }).waitFor();
    await expect.poll(() => page.getByLabel('Office 2 city').inputValue()).toBe('London, United Kingdom');
    await page.getByRole('button', { name: 'Remove office 1' }).click();
    await page.getByRole('button', { name: 'Update Business Profile' }).click();
    await page.getByText('Business profile is saved').waitFor();
    await expectNoSeriousA11yViolations(page, 'business profile settings');
    const after = (await (await j.context.request.get(`/api/company/${owner.companyId}`)).json()) as { address: Office[] };
    expect(after.address.map((a) => a.city)).toEqual(['London']);
  });

  it('picks the company’s time zone on a phone, keeps it after a reload, and goes back to the office’s', async () => {
    const owner = await createCompanyOwner(j.server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(j.context, owner.email, owner.password);
    const berlin = { office: 'Friedrichstraße 68', city: 'Berlin', country: 'Germany', lat: 52.52, long: 13.405 };
    const saved = await j.context.request.patch(`/api/company/${owner.companyId}`, { data: { address: [berlin] } });
    expect(saved.status()).toBe(200);
    const company = async () =>
      (await (await j.context.request.get(`/api/company/${owner.companyId}`)).json()) as {
        timeZone: string;
        timeZoneChosen: boolean;
      };
    const { page } = j;
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/profilesettings/businessprofile');
    await page.getByRole('heading', { level: 1, name: 'Business Profile' }).waitFor();

    // Nothing chosen: the field shows the first office's zone, with its offset, and says what it is for.
    const officeDefault = `First office: ${zoneWithOffset('Europe/Berlin')}`;
    const shown = (option: string) =>
      page.locator(`:is(.ant-select-content, .ant-select-selection-item)[title="${option}"]`).first().waitFor();
    await page.getByRole('combobox', { name: 'Time zone' }).waitFor();
    await shown(officeDefault);
    await page.getByText('Interviews are scheduled on this clock by default.', { exact: false }).waitFor();
    await expectFitsPhone(page, 'business profile');

    // By keyboard: the search reads a space as the underscore, Enter picks the one match.
    const mexico = 'America/Mexico_City (UTC-06:00)'; // no summer time since 2022
    await page.getByRole('combobox', { name: 'Time zone' }).click();
    await page.keyboard.type('mexico city');
    await page.locator(`.ant-select-item-option[title="${mexico}"]`).waitFor();
    await page.keyboard.press('Enter');
    await shown(mexico);
    await page.getByRole('button', { name: 'Update Business Profile' }).click();
    await page.getByText('Business profile is saved').waitFor();
    expect(await company()).toMatchObject({ timeZone: 'America/Mexico_City', timeZoneChosen: true });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Business Profile' }).waitFor();
    await shown(mexico);
    await noOpenDropdown(page);
    await expectFitsPhone(page, 'business profile with a time zone');
    await expectNoSeriousA11yViolations(page, 'business profile with a time zone, on a phone');

    // The first option goes back to the office's clock.
    await chooseLabelled(page, 'Time zone', officeDefault, { narrow: true });
    await page.getByRole('button', { name: 'Update Business Profile' }).click();
    await page.getByText('Business profile is saved').waitFor();
    expect(await company()).toMatchObject({ timeZone: 'Europe/Berlin', timeZoneChosen: false });
  });

  it('shows the rules of the offices before sending anything', async () => {
    const owner = await createCompanyOwner(j.server);
    await signInContext(j.context, owner.email, owner.password);
    const { page } = j;
    await page.goto('/companydetails');
    await page.getByLabel('Office 1 address').fill('ab');
    await page.getByRole('button', { name: 'Create Business Profile' }).click();
    await page.getByText('Office address is required').waitFor();
    await page.getByText('Pick a city from the list').waitFor();
    await page.getByText('Entered data is incorrect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/companydetails');
  });
});
