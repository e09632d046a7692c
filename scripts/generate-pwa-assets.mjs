/**
 * Generates the PWA icons (and, with --screenshots, the manifest screenshots) from their sources.
 *
 *   node scripts/generate-pwa-assets.mjs                # icons from public/icons/{icon,maskable}.svg
 *   node scripts/generate-pwa-assets.mjs --screenshots  # screenshots of the production build
 *
 * Chromium (through Playwright) does the rendering, so the PNGs match what a browser draws. Every output is
 * re-encoded with maximum zlib compression (and without an alpha channel when it is fully opaque), and its
 * real pixel size is read back from the PNG header; any mismatch fails the run.
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { deflateSync, inflateSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ICONS = join(ROOT, 'public', 'icons');
const SCREENSHOTS = join(ROOT, 'public', 'screenshots');
const BRAND_GREEN = '#2b7a3b';
const ICON_BUDGET = 30 * 1024;
const SCREENSHOT_BUDGET = 150 * 1024;
const PREVIEW_PORT = 4199;
const PREVIEW_URL = `http://127.0.0.1:${PREVIEW_PORT}`;

/** @type {{ file: string; source: string; size: number; background: string | null }[]} */
const ICON_OUTPUTS = [
  { file: 'icon-192.png', source: 'icon.svg', size: 192, background: null },
  { file: 'icon-512.png', source: 'icon.svg', size: 512, background: null },
  { file: 'maskable-192.png', source: 'maskable.svg', size: 192, background: BRAND_GREEN },
  { file: 'maskable-512.png', source: 'maskable.svg', size: 512, background: BRAND_GREEN },
  // iOS fills transparency with black and rounds the corners itself: the rounded square sits on solid green.
  { file: 'apple-touch-icon.png', source: 'icon.svg', size: 180, background: BRAND_GREEN },
  { file: 'favicon-32.png', source: 'icon.svg', size: 32, background: null },
];

const SCREENSHOT_OUTPUTS = [
  { name: 'narrow-home', width: 390, height: 844 },
  { name: 'wide-home', width: 1280, height: 800 },
];

const LAUNCH_OPTIONS = { executablePath: CHROME_PATH, args: CHROMIUM_FLAGS };

// ---------------------------------------------------------------------------------------------------------------
// PNG helpers (8-bit, non-interlaced truecolour, which is what Chromium writes)

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Reads width and height from the IHDR chunk (bytes 16 and 20, big-endian). */
function pngSize(buffer) {
  if (
    buffer.length < 24 ||
    !buffer.subarray(0, 8).equals(PNG_SIGNATURE) ||
    buffer.toString('latin1', 12, 16) !== 'IHDR'
  ) {
    throw new Error('Not a PNG file (no signature or IHDR chunk)');
  }
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Decodes an 8-bit RGB or RGBA PNG into raw RGBA pixels. */
function decodePng(buffer) {
  const { width, height } = pngSize(buffer);
  const bitDepth = buffer[24];
  const colorType = buffer[25];
  const interlace = buffer[28];
  if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) {
    throw new Error(`Unsupported PNG (bit depth ${bitDepth}, colour type ${colorType}, interlace ${interlace})`);
  }
  const idat = [];
  for (let offset = 8; offset < buffer.length;) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(buffer.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const channels = colorType === 6 ? 4 : 3;
  const stride = width * channels;
  const pixels = Buffer.alloc(width * height * 4);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i += 1) {
      const a = i >= channels ? line[i - channels] : 0;
      const b = previous[i];
      const c = i >= channels ? previous[i - channels] : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predictor === undefined) throw new Error(`Bad PNG filter type ${filter} on row ${y}`);
      line[i] = (line[i] + predictor) & 0xff;
    }
    for (let x = 0; x < width; x += 1) {
      const target = (y * width + x) * 4;
      pixels[target] = line[x * channels];
      pixels[target + 1] = line[x * channels + 1];
      pixels[target + 2] = line[x * channels + 2];
      pixels[target + 3] = channels === 4 ? line[x * channels + 3] : 255;
    }
    previous = line;
  }
  return { width, height, pixels };
}

/** Encodes RGBA pixels as a compact PNG: RGB when fully opaque, per-row filter choice, zlib level 9. */
function encodePng({ width, height, pixels }, { forceOpaque = false } = {}) {
  let opaque = true;
  for (let i = 3; i < pixels.length; i += 4) {
    if (pixels[i] !== 255) {
      opaque = false;
      break;
    }
  }
  if (forceOpaque && !opaque) throw new Error('Image must be fully opaque but has transparent pixels');
  const channels = opaque ? 3 : 4;
  const stride = width * channels;
  const filtered = Buffer.alloc(height * (stride + 1));
  let previous = Buffer.alloc(stride);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y += 1) {
    const line = Buffer.alloc(stride);
    for (let x = 0; x < width; x += 1) {
      for (let c = 0; c < channels; c += 1) line[x * channels + c] = pixels[(y * width + x) * 4 + c];
    }
    let bestFilter = 0;
    let bestScore = Infinity;
    let best = Buffer.alloc(stride);
    for (let filter = 0; filter < 5; filter += 1) {
      let score = 0;
      for (let i = 0; i < stride; i += 1) {
        const a = i >= channels ? line[i - channels] : 0;
        const b = previous[i];
        const c = i >= channels ? previous[i - channels] : 0;
        const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
        const value = (line[i] - predictor) & 0xff;
        candidate[i] = value;
        score += value < 128 ? value : 256 - value;
      }
      if (score < bestScore) {
        bestScore = score;
        bestFilter = filter;
        best = Buffer.from(candidate);
      }
    }
    filtered[y * (stride + 1)] = bestFilter;
    best.copy(filtered, y * (stride + 1) + 1);
    previous = line;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = opaque ? 2 : 6;
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Output checks (PNG IHDR or JPEG SOF, and the byte budget)

/** Reads width and height from a JPEG's first SOF0 (baseline) or SOF2 (progressive) marker. */
function jpegSize(buffer) {
  if (buffer[0] !== 0xff || buffer[1] !== 0xd8) throw new Error('Not a JPEG file (no SOI marker)');
  let offset = 2;
  while (offset + 9 < buffer.length) {
    if (buffer[offset] !== 0xff) throw new Error(`Corrupt JPEG: expected a marker at byte ${offset}`);
    const marker = buffer[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xc0 || marker === 0xc2) {
      return { width: buffer.readUInt16BE(offset + 7), height: buffer.readUInt16BE(offset + 5) };
    }
    offset += 2 + buffer.readUInt16BE(offset + 2);
  }
  throw new Error('JPEG has no SOF0/SOF2 marker');
}

const imageSize = (buffer) => (buffer[0] === 0xff && buffer[1] === 0xd8 ? jpegSize(buffer) : pngSize(buffer));

function writeChecked(path, buffer, { width, height, budget }) {
  const actual = imageSize(buffer);
  if (actual.width !== width || actual.height !== height) {
    throw new Error(`${relative(ROOT, path)} is ${actual.width}×${actual.height}, expected ${width}×${height}`);
  }
  writeFileSync(path, buffer);
  // Read back what is on disk, so the check covers the committed file and not just the buffer.
  const written = imageSize(readFileSync(path));
  if (written.width !== width || written.height !== height) {
    throw new Error(
      `${relative(ROOT, path)} on disk is ${written.width}×${written.height}, expected ${width}×${height}`,
    );
  }
  const bytes = statSync(path).size;
  if (bytes > budget) {
    throw new Error(`${relative(ROOT, path)} is ${bytes} bytes, over the ${budget}-byte budget`);
  }
  console.log(`  ${relative(ROOT, path)}  ${width}×${height}  ${bytes} bytes`);
}

// ---------------------------------------------------------------------------------------------------------------
// Icons

async function generateIcons(browser) {
  console.log('Icons:');
  for (const output of ICON_OUTPUTS) {
    const svg = readFileSync(join(ICONS, output.source), 'utf8');
    const context = await browser.newContext({
      viewport: { width: output.size, height: output.size },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const background = output.background ?? 'transparent';
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<!doctype html><html><head><style>
        html, body { margin: 0; padding: 0; background: ${background}; overflow: hidden; }
        img { display: block; width: ${output.size}px; height: ${output.size}px; }
      </style></head><body><img alt="" src="${source}"></body></html>`,
    );
    await page.locator('img').evaluate((img) => (img.complete ? undefined : img.decode()));
    const screenshot = await page.screenshot({
      type: 'png',
      clip: { x: 0, y: 0, width: output.size, height: output.size },
      omitBackground: output.background === null,
    });
    await context.close();
    const png = encodePng(decodePng(screenshot), { forceOpaque: output.background !== null });
    writeChecked(join(ICONS, output.file), png, { width: output.size, height: output.size, budget: ICON_BUDGET });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Screenshots

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function waitForServer(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited early (code ${child.exitCode})`);
    try {
      const response = await globalThis.fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs / 1000} s`);
}

function stopServer(child) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function generateScreenshots(browser) {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    console.log('No dist/index.html: building first.');
    await run('npx', ['vite', 'build']);
  }
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort'],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = () => stopServer(server);
  process.once('exit', stop);
  try {
    await waitForServer(PREVIEW_URL, server);
    console.log('Screenshots:');
    for (const output of SCREENSHOT_OUTPUTS) {
      const context = await browser.newContext({
        viewport: { width: output.width, height: output.height },
        deviceScaleFactor: 1,
        colorScheme: 'light',
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
        locale: 'en-GB',
        timezoneId: 'Europe/London',
      });
      const page = await context.newPage();
      await page.goto(`${PREVIEW_URL}/`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor({ state: 'visible' });
      await page.evaluate(() => globalThis.document.fonts.ready.then(() => undefined));
      const clip = { x: 0, y: 0, width: output.width, height: output.height };
      const png = encodePng(decodePng(await page.screenshot({ type: 'png', clip })));
      const pngPath = join(SCREENSHOTS, `${output.name}.png`);
      const jpegPath = join(SCREENSHOTS, `${output.name}.jpg`);
      // Only one format per screenshot, so a stale file of the other kind is never committed by mistake.
      rmSync(pngPath, { force: true });
      rmSync(jpegPath, { force: true });
      if (png.length <= SCREENSHOT_BUDGET) {
        writeChecked(pngPath, png, { width: output.width, height: output.height, budget: SCREENSHOT_BUDGET });
      } else {
        const jpeg = await page.screenshot({ type: 'jpeg', quality: 80, clip });
        writeChecked(jpegPath, jpeg, { width: output.width, height: output.height, budget: SCREENSHOT_BUDGET });
        console.log(`  (PNG would have been ${png.length} bytes: the manifest must name the .jpg)`);
      }
      await context.close();
    }
  } finally {
    stop();
    process.removeListener('exit', stop);
  }
}

// ---------------------------------------------------------------------------------------------------------------

const browser = await chromium.launch(LAUNCH_OPTIONS);
try {
  if (process.argv.includes('--screenshots')) await generateScreenshots(browser);
  else await generateIcons(browser);
} finally {
  await browser.close();
}
