import { expect, test } from '@playwright/test';

/** What a visitor's browser tells Google: nothing, until they ask for the map. */
test('/Location makes no request to a Google host until "Open the map" is pressed', async ({ page }) => {
  const toGoogle: string[] = [];
  page.on('request', (request) => {
    if (/(^|\.)(google|googleapis|gstatic|googleusercontent)\.com$/.test(new URL(request.url()).hostname)) toGoogle.push(request.url());
  });
  // The map's own address answers here, so nothing leaves this machine.
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Map of the clinic</p>' }),
  );

  await page.goto('/Location');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Us');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);
  expect(toGoogle).toEqual([]);
  await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps/);

  await page.getByRole('button', { name: 'Open the map' }).click();
  await expect(page.frameLocator('iframe[title^="Map showing"]').getByText('Map of the clinic')).toBeVisible();
  expect(toGoogle.length).toBeGreaterThan(0);
  expect(toGoogle.every((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
});

test('the privacy notice is one click from the footer and from each form', async ({ page }) => {
  await page.goto('/Appoinment');
  await page.getByRole('link', { name: 'How we handle your data' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  await expect(page.getByRole('heading', { name: 'Grievance Officer' })).toBeVisible();
  await page.goto('/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL('/privacy');
});
