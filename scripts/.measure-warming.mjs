// Measures what warming every public type costs a first visit (not part of the repository).
import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ serviceWorkers: 'allow' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
const urls = new Map();
let firestoreBytes = 0;
let appBytes = 0;
cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
cdp.on('Network.dataReceived', (e) => { if ((urls.get(e.requestId) ?? '').includes(':8080')) firestoreBytes += e.dataLength; });
cdp.on('Network.loadingFinished', (e) => { if (!(urls.get(e.requestId) ?? '').includes(':8080')) appBytes += e.encodedDataLength; });
await page.goto('http://127.0.0.1:4173/about');
const fcp = await page.evaluate(() => new Promise((resolve) => new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') resolve(e.startTime); }).observe({ type: 'paint', buffered: true })));
await page.waitForFunction(() => localStorage.getItem('offline-copy-warmed-at') !== null, undefined, { timeout: 90000 });
const warmedAt = await page.evaluate(() => Number(localStorage.getItem('offline-copy-warmed-at')) - performance.timeOrigin);
console.log(JSON.stringify({ fcpMs: Math.round(fcp), warmedAfterMs: Math.round(warmedAt), firestoreBytesDecoded: firestoreBytes, appBytesTransferred: appBytes }));
await browser.close();
