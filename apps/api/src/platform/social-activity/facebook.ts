import {
  type ContentProvider,
  graphCall,
  ProviderError,
  type ProviderPost,
  ProviderTokenError,
  providerUrl,
} from './content-provider';
import { GRAPH_VERSION } from './instagram';

/**
 * A Facebook Page through the Graph API: consent at FACEBOOK_OAUTH_URL/<version>/dialog/oauth
 * (with a PKCE challenge, which Facebook Login accepts), the code exchanged at
 * /oauth/access_token (with its verifier) for a short-lived user token, that for a long-lived
 * one (fb_exchange_token, about 60 days), and from it the Page's own token (/me/accounts), which
 * does not expire. Posts: /{page-id}/published_posts with attachments (photos, albums' sub-
 * attachments, videos' images) and reaction and comment totals. The first Page granted is used.
 */

const PAGE_SIZE = '25';
const POST_FIELDS =
  'id,message,created_time,permalink_url,' +
  'attachments{media_type,media,subattachments{media_type,media}},' +
  'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0)';

interface FacebookSettings {
  appId: string;
  appSecret: string;
  oauthUrl: string;
  graphUrl: string;
}

interface FbAttachment {
  media_type?: string;
  media?: { image?: { src?: string } };
  subattachments?: { data?: FbAttachment[] };
}

interface FbPost {
  id: string;
  message?: string;
  created_time: string;
  permalink_url: string;
  attachments?: { data?: FbAttachment[] };
  reactions?: { summary?: { total_count?: number } };
  comments?: { summary?: { total_count?: number } };
}

function imagesOf(attachment: FbAttachment): { url: string; video: boolean }[] {
  const children = attachment.subattachments?.data;
  if (children && children.length > 0) return children.flatMap(imagesOf);
  const src = attachment.media?.image?.src;
  return src ? [{ url: src, video: (attachment.media_type ?? '').startsWith('video') }] : [];
}

function toPost(post: FbPost): ProviderPost {
  return {
    id: post.id,
    caption: post.message ?? '',
    permalink: post.permalink_url,
    postedAt: new Date(post.created_time),
    media: (post.attachments?.data ?? []).flatMap(imagesOf),
    likes: post.reactions?.summary?.total_count ?? 0,
    comments: post.comments?.summary?.total_count ?? 0,
  };
}

export function facebookProvider(settings: FacebookSettings): ContentProvider {
  const graph = (path: string, query: Record<string, string>) =>
    providerUrl(settings.graphUrl, `/${GRAPH_VERSION}${path}`, query);
  return {
    id: 'facebook',
    name: 'Facebook',
    authorizationUrl({ state, redirectUri, codeChallenge }) {
      return providerUrl(settings.oauthUrl, `/${GRAPH_VERSION}/dialog/oauth`, {
        client_id: settings.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'pages_show_list,pages_read_engagement',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
    },
    async connect({ code, redirectUri, codeVerifier }) {
      const short = await graphCall<{ access_token: string }>(
        graph('/oauth/access_token', {
          client_id: settings.appId,
          client_secret: settings.appSecret,
          redirect_uri: redirectUri,
          code,
          code_verifier: codeVerifier,
        }),
      );
      const long = await graphCall<{ access_token: string }>(
        graph('/oauth/access_token', {
          grant_type: 'fb_exchange_token',
          client_id: settings.appId,
          client_secret: settings.appSecret,
          fb_exchange_token: short.access_token,
        }),
      );
      const pages = await graphCall<{
        data?: { id: string; name: string; access_token: string }[];
      }>(
        graph('/me/accounts', { fields: 'id,name,access_token', access_token: long.access_token }),
      );
      const [page] = pages.data ?? [];
      if (!page) throw new ProviderTokenError('no Page was granted');
      return {
        accessToken: page.access_token,
        expiresAt: null,
        accountId: page.id,
        accountName: page.name,
      };
    },
    async refresh() {
      return null;
    },
    async posts({ accessToken, accountId }, after) {
      const query: Record<string, string> = {
        fields: POST_FIELDS,
        limit: PAGE_SIZE,
        access_token: accessToken,
      };
      if (after) query.after = after;
      const page = await graphCall<{
        data?: FbPost[];
        paging?: { cursors?: { after?: string }; next?: string };
      }>(graph(`/${encodeURIComponent(accountId)}/published_posts`, query));
      if (!Array.isArray(page.data)) throw new ProviderError('no post list answered');
      return {
        posts: page.data.map(toPost),
        after: page.paging?.next ? (page.paging.cursors?.after ?? null) : null,
      };
    },
  };
}
