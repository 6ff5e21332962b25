import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { cspDirectives, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY, type CspOrigins } from './security-headers';

/**
 * The headers of `security-headers.ts` on every response (api, web build, OpenAPI page, dev OIDC
 * provider), with the configured external origins. HSTS only over https: a PUBLIC_URL in https, or a trusted proxy saying X-Forwarded-Proto https.
 */
export function securityHeaders(publicUrl: string, origins: CspOrigins = {}): RequestHandler[] {
  const alwaysHttps = publicUrl.startsWith('https:');
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(origins) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xDownloadOptions: true,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    xXssProtection: true,
  });
  const rest = (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // req.secure believes X-Forwarded-Proto only from a proxy TRUST_PROXY names; without TLS nor that header it is
    // false, and asking would match the peer's address against TRUST_PROXY on every call.
    if (alwaysHttps || ((isTls(req) || req.headers['x-forwarded-proto'] !== undefined) && req.secure))
      res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    next();
  };
  return [headers, rest];
}

const isTls = (req: Request) => (req.socket as { encrypted?: boolean }).encrypted === true;
