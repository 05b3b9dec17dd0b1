// The site as an installable web app: every page links its manifest, which names the app, its
// start and its colours, and whose icons are there at the sizes they say.
import { expect, test } from '@playwright/test';

for (const path of ['/', '/archive/', '/account/']) {
  test(`${path} links the web app manifest and the browser's colours`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  });
}

test('the manifest names the app and its icons are there at their sizes', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Galaxies', start_url: '/', display: 'standalone' });
  const pngs = manifest.icons.filter((i: { type: string }) => i.type === 'image/png');
  expect(pngs.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(pngs.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of pngs) {
    const png = await (await request.get(icon.src)).body();
    // A PNG's width and height are the big-endian words at bytes 16 and 20.
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(`${w}x${h}`).toBe(icon.sizes);
  }
});
