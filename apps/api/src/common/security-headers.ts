/**
 * The security headers of every response, defined once: the api applies them through helmet and
 * `apps/web/nginx.conf` repeats them (`tests/infra/security-headers.test.ts` compares both).
 */

/** External origins the policy allows besides the portal's own, from the configuration. */
export interface CspOrigins {
  /** Origin of HIRING_SIMULATOR_SCRIPT_URL: its script and the frame it inserts (spec README: external, configured). */
  hiringSimulator?: string;
  /** Origin of MAP_TILES_URL: the yield map's background tiles (images). */
  mapTiles?: string;
  /** Origin of ANNUAIRE_VIDEO_EMBED_URL: the service directory's embedded videos (frames). */
  annuaireVideo?: string;
}

/**
 * No inline script anywhere. Inline styles stay allowed: Radix's scroll lock, sonner and the ALTCHA
 * widget insert `<style>` elements at run time, and Swagger UI's page carries one; a style cannot run code.
 * The hiring simulator's and the map tiles' origins are added only when configured, never a wildcard.
 */
export function cspDirectives(origins: CspOrigins = {}): Record<string, string[]> {
  const hiring = origins.hiringSimulator ? [origins.hiringSimulator] : [];
  const tiles = origins.mapTiles ? [origins.mapTiles] : [];
  const videos = origins.annuaireVideo ? [origins.annuaireVideo] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hiring],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...hiring, ...videos],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy without any configured external origin. */
export const CSP_DIRECTIVES = cspDirectives();

/** The header as helmet writes it. */
export const contentSecurityPolicy = (origins: CspOrigins = {}) =>
  Object.entries(cspDirectives(origins))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Two years, as the HSTS preload list asks; sent only when the portal is reached over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Every header sent on every response (names in lower case), HSTS aside. */
export const securityHeaderValues = (origins: CspOrigins = {}): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(origins),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
});

/** The headers without any configured external origin. */
export const SECURITY_HEADERS = securityHeaderValues();
