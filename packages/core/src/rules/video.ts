import type { ErrorCode } from '../errors/catalogue';

/**
 * Header videos (issue 7): only links from the hosts we know how to embed without tracking.
 * The profile keeps the canonical link; pages show `embedUrl`, which sets no cookies before the
 * visitor plays the video (youtube-nocookie.com, Vimeo with `dnt=1`).
 */
export interface RecognisedVideo {
  host: 'youtube' | 'vimeo';
  id: string;
  /** What the profile stores: one spelling per video, whatever form was pasted. */
  canonicalUrl: string;
  /** For the iframe on the profile page. */
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** The privacy hash of an unlisted Vimeo video. */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

function youtube(id: string | null | undefined): RecognisedVideo | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    host: 'youtube',
    id,
    canonicalUrl: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
  };
}

function vimeo(id: string | undefined, hash: string | null | undefined): RecognisedVideo | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash && !VIMEO_HASH.test(hash)) return null;
  return {
    host: 'vimeo',
    id,
    canonicalUrl: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`,
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1${hash ? `&h=${hash}` : ''}`,
  };
}

function parseUrl(input: string): URL | null {
  const text = input.trim();
  // People paste "youtu.be/…" without the scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/**
 * The video behind a YouTube link (youtube.com/watch?v=, youtu.be/, /shorts/, /embed/, /live/,
 * youtube-nocookie.com/embed/) or a Vimeo link (vimeo.com/ID, vimeo.com/ID/HASH,
 * player.vimeo.com/video/ID); null for anything else, including links with a user name,
 * password or port, and schemes other than http(s).
 */
export function recogniseVideoUrl(input: string): RecognisedVideo | null {
  const url = parseUrl(input);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const [first, second] = segments;

  if (host === 'youtu.be') return segments.length === 1 ? youtube(first) : null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch' && segments.length === 1) return youtube(url.searchParams.get('v'));
    if (['shorts', 'embed', 'live'].includes(first ?? '') && segments.length === 2) {
      return youtube(second);
    }
    return null;
  }
  if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) {
    return first === 'embed' && segments.length === 2 ? youtube(second) : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    return segments.length <= 2 ? vimeo(first, second) : null;
  }
  if (host === 'player.vimeo.com') {
    return first === 'video' && segments.length === 2
      ? vimeo(second, url.searchParams.get('h'))
      : null;
  }
  return null;
}

/** 1324 for a link we cannot embed; null when it is fine. An empty link means "no video". */
export function validateVideoUrl(input: string): ErrorCode | null {
  if (input.trim() === '') return null;
  return recogniseVideoUrl(input) ? null : 1324;
}
