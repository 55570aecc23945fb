import { lookup as resolveName } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { detectImageType, DomainError, maxImageBytes } from '@kodesha/domain';
import type { UploadedImage } from './uploads.js';

const field = 'image_urls';

export type LinkedPhotoOptions = {
  /**
   * Tests only: a link may name a loopback address, fetched over plain HTTP, so a test
   * can serve its photos from a local server. Off everywhere else.
   */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxRedirects?: number;
  maxBytes?: number;
};

/** Addresses a link may never reach: this machine, its networks, and no-one's (rules §2.3). */
const notPublic = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  notPublic.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, a tunnel to any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const)
  notPublic.addSubnet(prefix, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address inside an IPv6 one that stands for it: mapped (`::ffff:a.b.c.d`),
 * compatible (`::a.b.c.d`) or NAT64 (`64:ff9b::a.b.c.d`).
 */
function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  const high = groups.slice(0, 6).join(':');
  const [g6 = 0, g7 = 0] = groups.slice(6);
  const unspecifiedOrLoopback = high === '0:0:0:0:0:0' && g6 === 0 && g7 <= 1;
  const embeds =
    high === '0:0:0:0:0:65535' || high === '0:0:0:0:0:0' || high === '100:65435:0:0:0:0';
  if (!embeds || unspecifiedOrLoopback) return undefined;
  return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.');
}

/** True for an address on the public internet (IPv4 or IPv6); false for any other. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner) return isPublicAddress(inner);
  }
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const isLoopback = (address: string) => {
  const inner = net.isIPv6(address) ? (embeddedIpv4(address) ?? address) : address;
  return inner === '::1' || (net.isIPv4(inner) && inner.startsWith('127.'));
};

type Address = { address: string; family: number };

/**
 * Fetches linked photos for the server to keep (rules §2.3): https only; the name is
 * resolved once, every address checked, and the connection made to the address checked
 * (no second lookup for a rebinding name to answer otherwise); a few redirects, each
 * checked alike; at most 5 MB and 10 s. Any failure → 422 under `image_urls`.
 */
export function createLinkedPhotos(options: LinkedPhotoOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRedirects = options.maxRedirects ?? 3;
  const maxBytes = options.maxBytes ?? maxImageBytes;
  const allowed = (address: string) =>
    isPublicAddress(address) || (options.allowLoopback === true && isLoopback(address));

  async function addressesOf(host: string, signal: AbortSignal): Promise<Address[]> {
    const family = net.isIP(host);
    if (family !== 0) return [{ address: host, family }];
    const aborted = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    aborted.catch(() => undefined); // a timeout after the name resolved is nobody's failure
    return Promise.race([resolveName(host, { all: true, verbatim: true }), aborted]);
  }

  type Answer = { redirect: string } | { bytes: Buffer };

  async function fetchOnce(link: URL, signal: AbortSignal): Promise<Answer> {
    if (link.protocol !== 'https:') throw new DomainError('image.linkFailed');
    const host = link.hostname.replace(/^\[(.*)\]$/, '$1');
    const addresses = await addressesOf(host, signal);
    // A name with any address that is not public is refused, whichever one it would use.
    if (addresses.length === 0 || !addresses.every((a) => allowed(a.address)))
      throw new DomainError('image.linkFailed');
    const pinned = addresses[0]!;
    const pinnedLookup = ((_name, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    }) as LookupFunction;
    const plain = options.allowLoopback === true && isLoopback(pinned.address);
    const client = plain ? http : https;
    return new Promise<Answer>((resolve, reject) => {
      const request = client.get(
        {
          host,
          port: link.port || (plain ? 80 : 443),
          path: `${link.pathname}${link.search}`,
          headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'Kodesha' },
          lookup: pinnedLookup,
          servername: net.isIP(host) ? undefined : host,
          agent: false,
          signal,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if ([301, 302, 303, 307, 308].includes(status) && location) {
            response.resume();
            resolve({ redirect: new URL(location, link).toString() });
            return;
          }
          if (status !== 200) {
            response.resume();
            reject(new DomainError('image.linkFailed'));
            return;
          }
          if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
            request.destroy();
            reject(new DomainError('image.linkTooLarge'));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              request.destroy();
              reject(new DomainError('image.linkTooLarge'));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  }

  return {
    /** The photo behind `link`, judged by its bytes; checked and re-encoded by the caller. */
    async fetch(link: string): Promise<UploadedImage> {
      const signal = AbortSignal.timeout(timeoutMs);
      let current = link;
      try {
        for (let hop = 0; hop <= maxRedirects; hop += 1) {
          const answer = await fetchOnce(new URL(current), signal);
          if ('redirect' in answer) {
            current = answer.redirect;
            continue;
          }
          const type = detectImageType(answer.bytes);
          if (!type) throw new DomainError('image.notAnImage', { field });
          return { bytes: answer.bytes, type, field };
        }
      } catch (error) {
        throw error instanceof DomainError ? error : new DomainError('image.linkFailed');
      }
      throw new DomainError('image.linkFailed'); // too many redirects
    },
  };
}

export type LinkedPhotos = ReturnType<typeof createLinkedPhotos>;
