import { describe, expect, it } from 'vitest';
import {
  cacheFor,
  carriesSecret,
  mayKeep,
  readWorkerSettings,
  type RequestFacts,
  type ResponseFacts,
} from './cache-rules';

// rules §9.21: what the service worker keeps, and where.

const site = 'https://kodesha.rw';
const cdn = { photosUrl: 'https://cdn.kodesha.rw' };

function request(
  url: string,
  facts: Partial<Omit<RequestFacts, 'url' | 'headers'>> & { headers?: HeadersInit } = {},
): RequestFacts {
  return {
    url: new URL(url, site),
    mode: facts.mode ?? 'cors',
    destination: facts.destination ?? '',
    headers: new Headers(facts.headers),
  };
}

const page = (url: string) => request(url, { mode: 'navigate', destination: 'document' });
const image = (url: string) => request(url, { mode: 'no-cors', destination: 'image' });

describe('cacheFor', () => {
  it.each([
    ['a page', page('/cars/12'), 'pages'],
    ['a page with a harmless query', page('/cars?location=Kigali'), 'pages'],
    ['a public API read', request('/api/cars/12'), 'api'],
    ['the app’s code', request('/assets/admin-a1b2c3.js', { destination: 'script' }), 'code'],
    ['this site’s photo', image('/uploads/cars/ab12.webp'), 'photos'],
    ['the CDN’s photo', image('https://cdn.kodesha.rw/uploads/cars/ab12.webp'), 'photos'],
  ] as const)('keeps %s', (_, facts, cache) => {
    expect(cacheFor(facts, site, cdn)).toBe(cache);
  });

  it.each([
    ['the reset page opened from its link', page('/reset-password?token=s3cret')],
    ['any page whose address carries a token', page('/cars/12?token=s3cret')],
    ['an API read with a token in its address', request('/api/cars?token=s3cret')],
    ['the live stream’s one-use ticket', request('/api/events?ticket=one-use')],
    ['a photo address with a token', image('https://cdn.kodesha.rw/uploads/cars/a.webp?token=x')],
    [
      'an API read that sent the session',
      request('/api/me', { headers: { authorization: 'Bearer t' } }),
    ],
    ['the live stream', request('/api/events', { headers: { accept: 'text/event-stream' } })],
    ['an image from any other origin', image('https://tracker.example/pixel.gif')],
    ['the CDN’s address outside its photos', image('https://cdn.kodesha.rw/logo.png')],
    [
      'another host whose address starts like the CDN',
      image('https://cdn.kodesha.rw.evil/uploads/a.webp'),
    ],
    ['a script from another origin', request('https://cdn.kodesha.rw/uploads/x.js')],
    ['a file of this site outside the app’s code', request('/manifest.webmanifest')],
  ])('never keeps %s', (_, facts) => {
    expect(cacheFor(facts, site, cdn)).toBeNull();
  });

  it('keeps the CDN’s photos under its path when PUBLIC_ASSETS_URL has one', () => {
    const bucket = { photosUrl: 'https://storage.example/kodesha-photos/' };
    const photo = image('https://storage.example/kodesha-photos/uploads/cars/a.webp');
    expect(cacheFor(photo, site, bucket)).toBe('photos');
    expect(
      cacheFor(image('https://storage.example/other/uploads/cars/a.webp'), site, bucket),
    ).toBeNull();
  });

  it('keeps no photo from another origin when there is no CDN', () => {
    expect(cacheFor(image('https://cdn.kodesha.rw/uploads/cars/a.webp'), site, {})).toBeNull();
  });
});

describe('mayKeep', () => {
  const answer = (
    facts: Partial<Omit<ResponseFacts, 'headers'>> & { headers?: HeadersInit } = {},
  ): ResponseFacts => ({
    status: facts.status ?? 200,
    type: facts.type ?? 'basic',
    url: facts.url ?? `${site}/cars/12`,
    headers: new Headers(facts.headers ?? { 'cache-control': 'no-cache' }),
  });

  it('keeps a 200 any cache may keep', () => {
    expect(mayKeep(answer(), 'pages')).toBe(true);
  });

  it.each([
    ['no-store (the reset page)', answer({ headers: { 'cache-control': 'no-store' } })],
    ['private', answer({ headers: { 'cache-control': 'private, max-age=60' } })],
    ['a failure', answer({ status: 500 })],
    ['a live stream', answer({ headers: { 'content-type': 'text/event-stream' } })],
    [
      'one a redirect brought from an address with a token',
      answer({ url: `${site}/reset-password?token=s3cret` }),
    ],
  ])('refuses %s', (_, response) => {
    expect(mayKeep(response, 'pages')).toBe(false);
  });

  it('keeps a CDN photo as the browser got it (no CORS: its status cannot be read), and nothing else so', () => {
    const opaque = answer({ status: 0, type: 'opaque', url: '', headers: {} });
    expect(mayKeep(opaque, 'photos')).toBe(true);
    expect(mayKeep(opaque, 'pages')).toBe(false);
    expect(mayKeep(opaque, 'api')).toBe(false);
  });
});

describe('carriesSecret', () => {
  it('sees a token or a ticket in an address, and nothing else', () => {
    expect(carriesSecret(new URL('/reset-password?token=', site))).toBe(true);
    expect(carriesSecret(new URL('/reset-password?phone=%2B250788123456', site))).toBe(false);
    expect(carriesSecret(new URL('/reset-password', site))).toBe(false);
  });
});

describe('readWorkerSettings', () => {
  it('reads what /sw-settings.js said, and ignores what is not an address', () => {
    expect(readWorkerSettings({ photosUrl: 'https://cdn.kodesha.rw' })).toEqual(cdn);
    expect(readWorkerSettings({})).toEqual({});
    expect(readWorkerSettings(undefined)).toEqual({});
    expect(readWorkerSettings({ photosUrl: 'javascript:alert(1)' })).toEqual({});
  });
});
