/*
 * The browsable reference at /api/docs: Swagger UI (swagger-ui-dist, served
 * from this server) over /api/openapi.json. A file, not an inline script, so
 * the page lives with the Content-Security-Policy (script-src 'self').
 *
 * Try it out: with OAuth (Authorize, scheme `oauth`: client id, secret and
 * scope `api`) Swagger UI sends `Authorization: Bearer ...` and nothing more
 * is needed. A portal call (scheme `token`, or login without one) must be
 * signed: the interceptor below adds x-srm-timestamp and x-srm-signature as
 * the portal does (packages/domain/src/client/signature.ts), so the two need
 * not be typed in.
 */
async function sha256Hex(text) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function signPortalCall(request) {
  const path = new URL(request.url, window.location.href).pathname;
  const authorization = request.headers.authorization || request.headers.Authorization || '';
  if (!path.startsWith('/api/') || /^Bearer\s/i.test(authorization) || !window.crypto || !crypto.subtle) return request;
  const timestamp = String(Date.now());
  let value = `${timestamp}:${authorization}`;
  for (let i = 0; i < (Number(timestamp.slice(-1)) % 4) + 1; i++) value = await sha256Hex(value);
  request.headers['x-srm-timestamp'] = timestamp;
  request.headers['x-srm-signature'] = value;
  return request;
}

// One module's document at a time (the whole is megabytes: Swagger UI took a minute to render it), chosen in the
// top bar; `?module=Base%20data` opens that one. The whole stays at /api/openapi.json for generators.
(async () => {
  const modules = await (await fetch('/api/openapi/modules.json')).json();
  const asked = new URLSearchParams(window.location.search).get('module');
  window.ui = SwaggerUIBundle({
    urls: modules,
    'urls.primaryName': modules.some((m) => m.name === asked) ? asked : modules[0].name,
    dom_id: '#swagger-ui',
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
    deepLinking: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: -1,
    filter: true,
    showExtensions: true,
    displayRequestDuration: true,
    // No badge fetched from validator.swagger.io: the page needs nothing but this server.
    validatorUrl: null,
    requestInterceptor: signPortalCall,
  });
  window.ui.initOAuth({ scopes: ['api'] });
})().catch((err) => {
  document.getElementById('swagger-ui').textContent = `The list of the API's modules could not be read: ${err.message}`;
});
