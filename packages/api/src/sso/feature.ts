/**
 * Single sign-on and OAuth apps (entities/sso): sign-in through external
 * OpenID Connect providers (sso-login.ts), and the platform as an OAuth 2.0 /
 * OpenID Connect provider whose apps call the REST API with `Bearer` tokens, as
 * their technical users or as the user who authorized them (oauth-provider.ts,
 * oauth-caller.ts).
 */
import { once } from '../engine/once.ts';
import type { FeatureModule } from '../app-context.ts';
import { setBearerResolver } from '../plugins/guard.ts';
import { configureSealing } from '../sourcing/sealing.ts';
import { mountOAuthProvider, OAuthProvider } from './oauth-provider.ts';
import { tokenCaller } from './oauth-caller.ts';
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
  const oauth = new OAuthProvider(ctx.db, ctx.config.publicUrl);
  mountOAuthProvider(app, ctx, oauth);
  registerSsoLogin(app, ctx);
  registerSsoLinkRoutes(app, ctx.db);
  setBearerResolver(ctx, async (request, token) => tokenCaller(ctx, await oauth.get(), token, request.lang));
};
