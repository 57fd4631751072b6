/**
 * The privacy-friendly embed address of a YouTube or Vimeo link, or null for anything else.
 * Stand-in until core rules/video.ts (written in parallel) lands: then that rule replaces this.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = /^[\w-]{6,20}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const candidate =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1]);
    return candidate && id.test(candidate)
      ? `https://www.youtube-nocookie.com/embed/${candidate}`
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const candidate = url.pathname.match(/(\d{3,12})\/?$/)?.[1];
    return candidate ? `https://player.vimeo.com/video/${candidate}?dnt=1` : null;
  }
  return null;
}
