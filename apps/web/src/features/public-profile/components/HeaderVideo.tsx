import { AspectRatio, Button, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The only hosts the page frames (the CSP's frame-src says the same). */
const EMBED_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'];

function embedHost(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    return EMBED_HOSTS.includes(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * The header video, click to load: nothing is requested from the video host until the visitor
 * presses play, and the notice says what happens then.
 */
export function HeaderVideo({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const host = embedHost(url);
  if (!host) return null;
  const displayHost = host.replace(/^www\./, '');
  return (
    <AspectRatio ratio={16 / 9}>
      {playing ? (
        <iframe
          src={`${url}${url.includes('?') ? '&' : '?'}autoplay=1`}
          title={t('publicProfile.video.frameTitle', { name })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          style={{ border: 0, borderRadius: 8 }}
        />
      ) : (
        <Card withBorder bg="dark.6" c="white" padding="lg">
          <Stack align="center" justify="center" h="100%" gap="sm">
            <Button size="lg" onClick={() => setPlaying(true)}>
              ▶ {t('publicProfile.video.play')}
            </Button>
            <Text size="xs" ta="center" maw={420}>
              {t('publicProfile.video.notice', { host: displayHost })}
            </Text>
          </Stack>
        </Card>
      )}
    </AspectRatio>
  );
}
