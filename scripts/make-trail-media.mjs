/**
 * Makes the creative trail's demo media (issue 16): for each of the ten seed stops, a short WAV recording
 * (a few seconds of generated chimes, not speech: the transcripts say so) and a picture (a generated
 * pattern in the stop's colour, not a photograph), written to public/trail/. The files are in the repository;
 * run this again only to change them: `node scripts/make-trail-media.mjs`.
 *
 * WAV: 8 kHz, 8-bit mono PCM, 3 seconds (about 24 KB). Pictures: JPEG, 800×500 (jpeg-js, already installed
 * as a dependency of the test tools).
 */
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import jpeg from 'jpeg-js';

const STOPS = 10;
const root = fileURLToPath(new URL('../public/trail/', import.meta.url));

/** A WAV file: `seconds` of two chimes whose pitch depends on the stop, fading out. */
export function chimeWav(stop, seconds = 3, rate = 8000) {
  const samples = Math.round(seconds * rate);
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28); // bytes per second
  buffer.writeUInt16LE(1, 32); // block align
  buffer.writeUInt16LE(8, 34); // bits per sample
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  const base = 330 * 2 ** (stop / 12);
  for (let index = 0; index < samples; index += 1) {
    const t = index / rate;
    const second = t >= seconds / 2;
    const local = second ? t - seconds / 2 : t;
    const frequency = second ? base * 1.5 : base;
    const envelope = Math.exp(-3 * local);
    const value = Math.sin(2 * Math.PI * frequency * t) * envelope * 0.6;
    buffer[44 + index] = Math.max(0, Math.min(255, Math.round(128 + value * 127)));
  }
  return buffer;
}

/** A JPEG: a diagonal gradient in the stop's hue with rings, `width`×`height`. */
export function patternJpeg(stop, width, height) {
  const data = Buffer.alloc(width * height * 4);
  const hue = (stop * 36) % 360;
  const rgb = (h, s, l) => {
    const k = (n) => (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return [0, 8, 4].map((n) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)))));
  };
  const cx = width * 0.62;
  const cy = height * 0.45;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const ring = Math.sin(Math.hypot(x - cx, y - cy) / (width / 40)) > 0.6;
      const light = 0.35 + 0.3 * ((x / width + y / height) / 2) + (ring ? 0.12 : 0);
      const [r, g, b] = rgb(hue, 0.55, light);
      const offset = (y * width + x) * 4;
      data[offset] = r;
      data[offset + 1] = g;
      data[offset + 2] = b;
      data[offset + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, 70).data;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(`${root}audio`, { recursive: true });
  mkdirSync(`${root}images`, { recursive: true });
  for (let stop = 1; stop <= STOPS; stop += 1) {
    writeFileSync(`${root}audio/stop-${stop}.wav`, chimeWav(stop));
    writeFileSync(`${root}images/stop-${stop}.jpg`, patternJpeg(stop, 800, 500));
  }
  console.log(`Wrote ${STOPS} recordings and ${STOPS} pictures to ${root}`);
}
