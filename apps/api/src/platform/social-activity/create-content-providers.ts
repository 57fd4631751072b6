import type { SocialProviderId } from '@fitmarket/core/rules/social-activity';
import type { Config } from '../../config';
import type { ContentProvider } from './content-provider';
import { facebookProvider } from './facebook';
import { instagramProvider } from './instagram';
import {
  createLocalProviderState,
  DEMO_APP,
  type LocalProviderState,
  localProviderBases,
} from './local-provider-server';

export interface ContentProviders {
  /** The providers this installation offers, by id. */
  providers: ReadonlyMap<SocialProviderId, ContentProvider>;
  /** In a demo without app ids: the local provider server's state, mounted at /demo-providers. */
  demoServer: LocalProviderState | null;
}

type ProviderConfig = Pick<
  Config,
  | 'DEMO'
  | 'webUrl'
  | 'INSTAGRAM_APP_ID'
  | 'INSTAGRAM_APP_SECRET'
  | 'INSTAGRAM_OAUTH_URL'
  | 'INSTAGRAM_API_URL'
  | 'INSTAGRAM_GRAPH_URL'
  | 'FACEBOOK_APP_ID'
  | 'FACEBOOK_APP_SECRET'
  | 'FACEBOOK_OAUTH_URL'
  | 'FACEBOOK_GRAPH_URL'
>;

/**
 * The configured providers. A demo without app ids offers both, played by the local provider
 * server the API mounts at /demo-providers, so a newcomer connects one end to end offline.
 */
export function createContentProviders(config: ProviderConfig): ContentProviders {
  const configured = Boolean(config.INSTAGRAM_APP_ID || config.FACEBOOK_APP_ID);
  const demo = config.DEMO && !configured;
  const local = localProviderBases(`${config.webUrl}/demo-providers`);
  const providers = new Map<SocialProviderId, ContentProvider>();
  if (demo || (config.INSTAGRAM_APP_ID && config.INSTAGRAM_APP_SECRET)) {
    providers.set(
      'instagram',
      instagramProvider(
        demo
          ? { ...DEMO_APP, ...local.instagram }
          : {
              appId: config.INSTAGRAM_APP_ID ?? '',
              appSecret: config.INSTAGRAM_APP_SECRET ?? '',
              oauthUrl: config.INSTAGRAM_OAUTH_URL,
              apiUrl: config.INSTAGRAM_API_URL,
              graphUrl: config.INSTAGRAM_GRAPH_URL,
            },
      ),
    );
  }
  if (demo || (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET)) {
    providers.set(
      'facebook',
      facebookProvider(
        demo
          ? { ...DEMO_APP, ...local.facebook }
          : {
              appId: config.FACEBOOK_APP_ID ?? '',
              appSecret: config.FACEBOOK_APP_SECRET ?? '',
              oauthUrl: config.FACEBOOK_OAUTH_URL,
              graphUrl: config.FACEBOOK_GRAPH_URL,
            },
      ),
    );
  }
  return {
    providers,
    demoServer: demo ? createLocalProviderState() : null,
  };
}
