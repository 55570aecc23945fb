import { DomainError } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectTo, startImageServer, type ImageServer } from '../test/image-server.js';
import { createLinkedPhotos, isPublicAddress } from './linked-photos.js';

describe('isPublicAddress (rules §2.3)', () => {
  it.each([
    ['8.8.8.8', true],
    ['41.186.10.1', true],
    ['2001:4860:4860::8888', true],
    ['::ffff:8.8.8.8', true],
    ['127.0.0.1', false],
    ['127.9.9.9', false],
    ['0.0.0.0', false],
    ['10.20.30.40', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::127.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false], // NAT64 of 169.254.169.254
    ['64:ff9b::808:808', true], // NAT64 of 8.8.8.8
    ['2002:7f00:1::1', false], // 6to4
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('createLinkedPhotos', () => {
  let server: ImageServer;
  beforeAll(async () => {
    server = await startImageServer({
      '/never.jpg': () => undefined, // never answers
      '/loop.jpg': redirectTo('/loop.jpg'),
    });
  });
  afterAll(() => server.close());

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
    );

  it('gives up on a link that does not answer within its time', async () => {
    const links = createLinkedPhotos({ allowLoopback: true, timeoutMs: 200 });
    const started = Date.now();
    expect(await failure(links.fetch(server.link('/never.jpg')))).toBe('image.linkFailed');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('follows a few redirects, not forever', async () => {
    const links = createLinkedPhotos({ allowLoopback: true, maxRedirects: 3 });
    expect(await failure(links.fetch(server.link('/loop.jpg')))).toBe('image.linkFailed');
    expect(server.hits['/loop.jpg']).toBe(4);
  });

  it('refuses a name that resolves to this machine, before connecting', async () => {
    const links = createLinkedPhotos();
    const link = `https://localhost:${server.port}/loop.jpg`;
    const before = server.hits['/loop.jpg'] ?? 0;
    expect(await failure(links.fetch(link))).toBe('image.linkFailed');
    expect(server.hits['/loop.jpg'] ?? 0).toBe(before);
  });
});
