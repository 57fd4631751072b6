// Lighthouse on the marketplace landing page, with its default mobile settings (a mid-range
// phone on a slow 4G network, simulated), in Debian's Chromium. Prints the four category scores,
// the largest contentful paint and the bytes transferred. Issue 6 asks for at least 90 in every
// category. Not part of `npm test`: one run takes about half a minute and its scores wander by a
// few points between runs.
//
//   npm start                                  # in another terminal, or any running server
//   npm run lighthouse -w @fitmarket/bench     # LIGHTHOUSE_URL=… for another address,
//                                              # LIGHTHOUSE_JSON=file.json keeps the full report,
//                                              # LIGHTHOUSE_LANGUAGE=fi the Finnish page
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const url = process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000/';
// `/` is sent in the language of the visitor's `lang` cookie (core LANGUAGE_COOKIE), which the
// app reads too: a visitor who chose Finnish before. Lighthouse keeps cookies between its runs.
const language = process.env.LIGHTHOUSE_LANGUAGE;
const TARGET = 90;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Our machines reach no network but the package registries: keep Chromium from calling home.
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let result;
try {
  let page;
  if (language) {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    await browser.setCookie({
      name: 'lang',
      value: language,
      domain: new URL(url).hostname,
      path: '/',
    });
    // The tab Chromium opened with (a new one may count as hidden, and a hidden tab paints nothing).
    [page] = await browser.pages();
  }
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  };
  result = await lighthouse(url, flags, undefined, page);
} finally {
  await chrome.kill();
}
if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
const { lhr } = result;
if (process.env.LIGHTHOUSE_JSON)
  fs.writeFileSync(process.env.LIGHTHOUSE_JSON, String(result.report));
if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);

console.log(
  `Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}: ${url}${language ? ` (${language})` : ''}`,
);
let missed = 0;
for (const id of CATEGORIES) {
  const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  if (score < TARGET) missed += 1;
  console.log(`  ${lhr.categories[id]?.title.padEnd(16)} ${String(score).padStart(3)}`);
}
for (const [id, label] of [
  ['first-contentful-paint', 'First contentful paint'],
  ['largest-contentful-paint', 'Largest contentful paint'],
  ['total-blocking-time', 'Total blocking time'],
  ['cumulative-layout-shift', 'Cumulative layout shift'],
]) {
  console.log(`  ${label}: ${lhr.audits[id]?.displayValue}`);
}
const bytes = lhr.audits['total-byte-weight'];
console.log(`  Transferred: ${Math.round((bytes?.numericValue ?? 0) / 1024)} KB`);
// Below about 1,000 Lighthouse warns that the host is slower than it expects: scores drop.
console.log(`  CPU benchmark index: ${Math.round(lhr.environment.benchmarkIndex)}`);
// What cost each category points, so a score says where to look.
for (const id of CATEGORIES) {
  const category = lhr.categories[id];
  if (!category || category.score === 1) continue;
  const failing = category.auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`);
  console.log(`  ${category.title} lost points on: ${failing.join(', ')}`);
}
process.exit(missed > 0 ? 1 : 0);
