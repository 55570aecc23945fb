import { describe, expect, it } from 'vitest';
import {
  acceptedImageTypes,
  detectImageType,
  extensionByImageType,
  imageAcceptAttribute,
} from './image-bytes.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectImageType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['WebP', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), 'image/webp'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7'), undefined],
    [
      'a RIFF that is not WebP (WAV)',
      bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45),
      undefined,
    ],
    ['an empty file', bytes(), undefined],
    ['text named .jpg', new TextEncoder().encode('hello.jpg'), undefined],
  ])('%s → %s', (_name, input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });
});

describe('acceptedImageTypes', () => {
  it('are what a file input accepts, and each has a file extension', () => {
    expect(imageAcceptAttribute).toBe('image/jpeg,image/png,image/webp');
    for (const type of acceptedImageTypes) expect(extensionByImageType[type]).toBeTruthy();
  });
});
