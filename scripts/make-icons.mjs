// Draws the app icons (manifest, home screen) from the brand mark, apps/web/public/favicon.svg.
// Run once after the mark changes: `node scripts/make-icons.mjs`; the PNGs are committed.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const out = new URL('../apps/web/public/icons/', import.meta.url);
const mark = readFileSync(new URL('../apps/web/public/favicon.svg', import.meta.url), 'utf8');

// The plain icons: the mark as it is (rounded square), on transparency.
for (const size of [192, 512]) {
  await sharp(Buffer.from(mark), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icon-${size}.png`, out).pathname);
}

// The maskable one: the launcher cuts any shape out of it, so the square is full bleed and
// the letter sits inside the middle 80 % (the safe zone).
const strokes = mark.match(/<path[^>]*\/>/)[0];
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0b6e4f"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)">${strokes}</g></svg>`;
await sharp(Buffer.from(maskable), { density: (72 * 512) / 32 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(new URL('maskable-512.png', out).pathname);

// Apple's home screen takes its own 180 px icon and draws no transparency.
await sharp(Buffer.from(maskable), { density: (72 * 180) / 32 })
  .resize(180, 180)
  .png({ compressionLevel: 9 })
  .toFile(new URL('apple-touch-icon.png', out).pathname);
