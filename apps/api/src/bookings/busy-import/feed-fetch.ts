import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Fetches a professional's calendar feed (busy-calendar.ts). The address is typed by a user, so
 * outside the demo it may not reach the server's own network: loopback, private, link-local
 * (cloud metadata) and other non-public addresses are refused, for the address and for every
 * redirect (followed by hand, at most MAX_REDIRECTS). What is left is DNS rebinding between the
 * check and the connection; the answer is never shown, only whether it was a calendar.
 */

const MAX_FEED_BYTES = 5 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 3;

const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}

/** Whether every address `host` names is a public one. */
async function isPublicHost(host: string): Promise<boolean> {
  const bare = host.replace(/^\[|\]$/g, '');
  try {
    const addresses = isIP(bare)
      ? [{ address: bare, family: isIP(bare) }]
      : await lookup(bare, { all: true, verbatim: true });
    return (
      addresses.length > 0 &&
      addresses.every(
        ({ address, family }) => !internal.check(address, family === 6 ? 'ipv6' : 'ipv4'),
      )
    );
  } catch {
    return false;
  }
}

/** The feed's text, or null when it cannot be had (refused, not 2xx, too large, too slow). */
export async function fetchFeed(
  address: string,
  { allowInternal }: { allowInternal: boolean },
): Promise<string | null> {
  try {
    let url = new URL(address);
    const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      if (!allowInternal && !(await isPublicHost(url.hostname))) return null;
      const response = await fetch(url, {
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'FitMarket calendar import' },
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (redirects >= MAX_REDIRECTS) return null;
        url = new URL(location, url);
        continue;
      }
      if (!response.ok || !response.body) return null;
      if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) return null;
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += chunk.byteLength;
        if (size > MAX_FEED_BYTES) return null;
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString('utf8');
    }
  } catch {
    return null;
  }
}
