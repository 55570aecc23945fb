import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { CarView } from '@kodesha/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import { redirectTo, serve, startImageServer, type ImageServer } from '../../test/image-server.js';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { carFields, listCar, phonePhoto } from './car-fixtures.js';

/** rules §2.3: linked photos are fetched once, checked and kept like uploads. */
let images: ImageServer;
let t: TestApp;
let owner: TestUser;
let photo: Buffer;
beforeAll(async () => {
  photo = await phonePhoto({ width: 800, height: 600 });
  const tooBig = Buffer.alloc(6 * 1024 * 1024);
  photo.copy(tooBig, 0, 0, 64); // a JPEG by its first bytes, 6 MB long
  // 6,500 × 6,200: 40.3 megapixels, just over the limit.
  const overLimit = await sharp({
    create: { width: 6_500, height: 6_200, channels: 3, background: '#445566' },
  })
    .png()
    .toBuffer();
  images = await startImageServer({
    '/car.jpg': serve(photo, 'image/jpeg'),
    '/again.jpg': serve(photo, 'image/jpeg'),
    '/page.html': serve('<html><body>Not a photo</body></html>', 'text/html'),
    '/fake.jpg': serve('<html><body>Not a photo</body></html>', 'image/jpeg'),
    '/big.jpg': serve(tooBig, 'image/jpeg'),
    '/streamed-big.jpg': (response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' }); // no length given
      response.end(tooBig);
    },
    '/huge.png': serve(overLimit, 'image/png'),
    '/moved.jpg': redirectTo('/car.jpg'),
    '/moved-inside.jpg': redirectTo('https://10.1.2.3/car.jpg'),
    '/moved-to-http.jpg': redirectTo('http://example.com/car.jpg'),
  });
  t = await createTestApp({ linkedPhotosFromLoopback: true });
  owner = await t.signUp('owner');
}, 60_000);
afterAll(async () => {
  await t.close();
  await images.close();
});

function postLinkedCar(actor: TestUser, links: string[], app: TestApp = t) {
  return app.app.inject({
    method: 'POST',
    url: '/api/cars',
    headers: bearer(actor),
    payload: {
      ...carFields(),
      features: ['GPS'],
      available_days: ['sat', 'sun'],
      is_active: true,
      image_urls: links,
    },
  });
}
const storedPhotos = (app: TestApp) =>
  readdir(path.join(app.dataDir, 'uploads', 'cars')).catch(() => [] as string[]);

describe('linked photos (image_urls)', () => {
  it('are fetched once and kept under /uploads, like uploads; nothing is hot-linked', async () => {
    const response = await postLinkedCar(owner, [images.link('/car.jpg')]);
    expect(response.statusCode).toBe(201);
    const car = response.json<{ data: CarView }>().data;
    expect(car.images).toEqual([
      {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/uploads\/cars\/[a-f0-9]{32}-1280\.webp$/),
        thumbnail_url: expect.stringMatching(/^\/uploads\/cars\/[a-f0-9]{32}-480\.webp$/),
      },
    ]);
    const served = await t.app.inject({ url: car.images[0]!.url });
    expect(served.statusCode).toBe(200);
    const kept = await sharp(served.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 800 });
    expect(kept.exif).toBeUndefined(); // re-encoded: the link's EXIF (a GPS position) is gone

    for (const url of [`/api/cars/${car.id}`, '/api/cars'])
      expect((await t.app.inject({ url })).body).not.toContain('127.0.0.1');
    expect(images.hits['/car.jpg']).toBe(1);
  });

  it('are never needed from elsewhere: pages load images from this server only', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it('are stored by their content: the same photo linked or uploaded is one file', async () => {
    const uploaded = await listCar(t, owner, {}, photo);
    const linked = (await postLinkedCar(owner, [images.link('/again.jpg')])).json<{
      data: CarView;
    }>().data;
    expect(linked.images[0]!.url).toBe(uploaded.images[0]!.url);
  });

  it('follow a redirect, checking where it leads', async () => {
    const response = await postLinkedCar(owner, [images.link('/moved.jpg')]);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: CarView }>().data.images[0]!.url).toMatch(/^\/uploads\/cars\//);
  });

  it('can be added when editing a car', async () => {
    const car = await listCar(t, owner);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${car.id}`,
      headers: bearer(owner),
      payload: { image_urls: [images.link('/car.jpg')] },
    });
    expect(response.statusCode).toBe(200);
    const kept = response.json<{ data: CarView }>().data.images;
    expect(kept).toHaveLength(2);
    expect(kept[1]!.url).toMatch(/^\/uploads\/cars\//);
  });

  const refusals: [string, string, ErrorBody][] = [
    ['a web page', '/page.html', errorBody('image.notAnImage', 'image_urls')],
    ['a web page that says it is a JPEG', '/fake.jpg', errorBody('image.notAnImage', 'image_urls')],
    ['a 6 MB file', '/big.jpg', errorBody('image.linkTooLarge')],
    ['a 6 MB file sent without its length', '/streamed-big.jpg', errorBody('image.linkTooLarge')],
    ['a photo over 40 megapixels', '/huge.png', errorBody('image.tooManyPixels', 'image_urls')],
    ['a link that answers 404', '/missing.jpg', errorBody('image.linkFailed')],
    ['a redirect to a private address', '/moved-inside.jpg', errorBody('image.linkFailed')],
    ['a redirect to plain http', '/moved-to-http.jpg', errorBody('image.linkFailed')],
  ];
  it.each(refusals)(
    'refuses %s with 422 under image_urls, keeping nothing',
    async (_, route, body) => {
      const before = await storedPhotos(t);
      const response = await postLinkedCar(owner, [images.link(route)]);
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>()).toEqual(body);
      expect(await storedPhotos(t)).toEqual(before);
    },
  );
});

describe('linked photos in the product (no test setting)', () => {
  let strict: TestApp;
  let strictOwner: TestUser;
  beforeAll(async () => {
    strict = await createTestApp();
    strictOwner = await strict.signUp('owner');
  }, 60_000);
  afterAll(() => strict.close());

  it.each([
    ['this machine', (port: number) => `https://127.0.0.1:${port}/car.jpg`],
    ['this machine by name', (port: number) => `https://localhost:${port}/car.jpg`],
    ['this machine over IPv6', (port: number) => `https://[::1]:${port}/car.jpg`],
    [
      'an IPv4 address written as IPv6',
      (port: number) => `https://[::ffff:7f00:1]:${port}/car.jpg`,
    ],
    ['a private network', () => 'https://10.0.0.8/car.jpg'],
    ['the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data'],
    ['the unspecified address', (port: number) => `https://0.0.0.0:${port}/car.jpg`],
  ])('refuses a link to %s without fetching it', async (_, linkOf) => {
    const before = images.hits['/car.jpg'] ?? 0;
    const response = await postLinkedCar(strictOwner, [linkOf(images.port)], strict);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual(errorBody('image.linkFailed'));
    expect(images.hits['/car.jpg'] ?? 0).toBe(before);
  });
});
