import { describe, expect, it } from 'vitest';
import { recogniseVideoUrl, validateVideoUrl } from './video';

const ID = 'dQw4w9WgXcQ';
const youtube = {
  host: 'youtube',
  id: ID,
  canonicalUrl: `https://www.youtube.com/watch?v=${ID}`,
  embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
};

describe('recogniseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    ` https://WWW.YOUTUBE.COM/watch?v=${ID} `,
  ])('turns the YouTube link %s into a no-cookie embed', (link) => {
    expect(recogniseVideoUrl(link)).toEqual(youtube);
  });

  it('turns Vimeo links into a do-not-track player', () => {
    expect(recogniseVideoUrl('https://vimeo.com/76979871')).toEqual({
      host: 'vimeo',
      id: '76979871',
      canonicalUrl: 'https://vimeo.com/76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    expect(recogniseVideoUrl('https://player.vimeo.com/video/76979871?h=abc123def')).toMatchObject({
      canonicalUrl: 'https://vimeo.com/76979871/abc123def',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&h=abc123def',
    });
    expect(recogniseVideoUrl('vimeo.com/76979871/abc123def')?.id).toBe('76979871');
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://user:pw@youtu.be/dQw4w9WgXcQ',
    'https://youtu.be:8080/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/76979871/<b>',
    'not a link',
  ])('refuses %s', (link) => {
    expect(recogniseVideoUrl(link)).toBeNull();
  });
});

describe('validateVideoUrl', () => {
  it('accepts known hosts and an empty link, refuses the rest with 1324', () => {
    expect(validateVideoUrl(`https://youtu.be/${ID}`)).toBeNull();
    expect(validateVideoUrl('')).toBeNull();
    expect(validateVideoUrl('https://www.dailymotion.com/video/x7')).toBe(1324);
  });
});
