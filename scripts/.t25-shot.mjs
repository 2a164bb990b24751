import { chromium } from 'playwright-core';
const [url, name] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[390, 844], [1440, 900]]) for (const scheme of ['light', 'dark']) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, colorScheme: scheme });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.querySelector('nav[aria-label="Period"]')?.scrollIntoView());
  await page.screenshot({ path: `/tmp/t25-shots/${name}-${w}-${scheme}.png`, fullPage: process.env.FULL === '1' });
  await page.close();
}
await browser.close();
