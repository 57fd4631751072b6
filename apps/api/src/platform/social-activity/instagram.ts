import {
  type ContentProvider,
  graphCall,
  ProviderError,
  type ProviderPost,
  providerUrl,
} from './content-provider';

/**
 * The Instagram API with Instagram Login (professional accounts): consent at
 * INSTAGRAM_OAUTH_URL/oauth/authorize, the code exchanged at INSTAGRAM_API_URL/oauth/access_token
 * for a short-lived token, that at INSTAGRAM_GRAPH_URL/access_token (ig_exchange_token) for a
 * 60-day one, renewed by /refresh_access_token (ig_refresh_token). Posts: /me/media with its
 * children (carousels) and thumbnails (videos), paged by `after` cursors. Instagram documents
 * no PKCE for this flow, so only `state` guards it.
 */

export const GRAPH_VERSION = 'v21.0';
const PAGE_SIZE = '25';
const MEDIA_FIELDS =
  'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,like_count,comments_count,' +
  'children{media_type,media_url,thumbnail_url}';

interface InstagramSettings {
  appId: string;
  appSecret: string;
  oauthUrl: string;
  apiUrl: string;
  graphUrl: string;
}

interface IgMedia {
  id: string;
  caption?: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  media_url?: string;
  thumbnail_url?: string;
  permalink: string;
  timestamp: string;
  like_count?: number;
  comments_count?: number;
  children?: { data: Omit<IgMedia, 'children' | 'permalink' | 'timestamp' | 'id'>[] };
}

/** The image to copy of one media object: a video shows its thumbnail. */
function imageOf(media: Pick<IgMedia, 'media_type' | 'media_url' | 'thumbnail_url'>) {
  const video = media.media_type === 'VIDEO';
  const url = video ? media.thumbnail_url : media.media_url;
  return url ? [{ url, video }] : [];
}

function toPost(media: IgMedia): ProviderPost {
  return {
    id: media.id,
    caption: media.caption ?? '',
    permalink: media.permalink,
    postedAt: new Date(media.timestamp),
    media:
      media.media_type === 'CAROUSEL_ALBUM'
        ? (media.children?.data ?? []).flatMap(imageOf)
        : imageOf(media),
    likes: media.like_count ?? 0,
    comments: media.comments_count ?? 0,
  };
}

const expiry = (seconds: number) => new Date(Date.now() + seconds * 1000);

export function instagramProvider(settings: InstagramSettings): ContentProvider {
  const graph = (path: string, query: Record<string, string>) =>
    providerUrl(settings.graphUrl, path, query);
  return {
    id: 'instagram',
    name: 'Instagram',
    authorizationUrl({ state, redirectUri }) {
      return providerUrl(settings.oauthUrl, '/oauth/authorize', {
        client_id: settings.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'instagram_business_basic',
        state,
      }).toString();
    },
    async connect({ code, redirectUri }) {
      const short = await graphCall<{ access_token: string; user_id: number | string }>(
        providerUrl(settings.apiUrl, '/oauth/access_token'),
        {
          client_id: settings.appId,
          client_secret: settings.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        },
      );
      const long = await graphCall<{ access_token: string; expires_in: number }>(
        graph('/access_token', {
          grant_type: 'ig_exchange_token',
          client_secret: settings.appSecret,
          access_token: short.access_token,
        }),
      );
      const me = await graphCall<{ user_id?: string; id: string; username?: string }>(
        graph(`/${GRAPH_VERSION}/me`, {
          fields: 'user_id,username',
          access_token: long.access_token,
        }),
      );
      return {
        accessToken: long.access_token,
        expiresAt: expiry(long.expires_in),
        accountId: String(me.user_id ?? me.id ?? short.user_id),
        accountName: me.username ?? 'Instagram',
      };
    },
    async refresh(accessToken) {
      const fresh = await graphCall<{ access_token: string; expires_in: number }>(
        graph('/refresh_access_token', {
          grant_type: 'ig_refresh_token',
          access_token: accessToken,
        }),
      );
      return { accessToken: fresh.access_token, expiresAt: expiry(fresh.expires_in) };
    },
    async posts({ accessToken }, after) {
      const query: Record<string, string> = {
        fields: MEDIA_FIELDS,
        limit: PAGE_SIZE,
        access_token: accessToken,
      };
      if (after) query.after = after;
      const page = await graphCall<{
        data?: IgMedia[];
        paging?: { cursors?: { after?: string }; next?: string };
      }>(graph(`/${GRAPH_VERSION}/me/media`, query));
      if (!Array.isArray(page.data)) throw new ProviderError('no media list answered');
      return {
        posts: page.data.map(toPost),
        // Only a page with a `next` link has more after it.
        after: page.paging?.next ? (page.paging.cursors?.after ?? null) : null,
      };
    },
  };
}
