/**
 * Single sign-on and OAuth apps (entities/sso): sign-in through external
 * OpenID Connect providers (sso-login.ts), and the platform as an OAuth 2.0 /
 * OpenID Connect provider whose apps call the REST API with `Bearer` tokens as
 * their technical users (oauth-provider.ts).
 */
import { once } from '../engine/once.ts';
import type { FeatureModule } from '../app-context.ts';
import { setBearerResolver } from '../plugins/guard.ts';
import { configureSealing } from '../sourcing/sealing.ts';
import { appCaller, mountOAuthProvider, OAuthProviders } from './oauth-provider.ts';
import { registerSsoHooks } from './sso-hooks.ts';
import { registerSsoLogin } from './sso-login.ts';
import { registerSsoLinkRoutes } from './sso-link-routes.ts';

/** Hooks and operations; also called by the demo seed, which may run before the app is built. */
export const registerSso = once(() => {
  registerSsoHooks();
});

export const ssoFeature: FeatureModule = (app, ctx) => {
  configureSealing(ctx.config.dataDir);
  registerSso();
  const providers = new OAuthProviders(ctx.db);
  mountOAuthProvider(app, ctx, providers);
  registerSsoLogin(app, ctx);
  registerSsoLinkRoutes(app, ctx.db);
  setBearerResolver(ctx, (request, token) => appCaller(ctx, providers, request, token, request.lang));
};
