import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { type ApiRoute, Messages, type SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import { AppException } from './app.exception';
import { ACCESS, type AccessChecker } from './access';
import { DOSSIER_ACCESS, type DossierAccessOptions, IS_PUBLIC, STAFF_ONLY } from './access.decorators';
import { codesAt } from './body-path';
import { ROUTE_CONTRACT } from './route-contract';

const CODE_DOSSIER = /^\d{6}$/;

interface RouteRule {
  isPublic: boolean;
  staffOnly: boolean;
  options: DossierAccessOptions | undefined;
  userModules: readonly string[] | undefined;
}

/**
 * Session (401; a deactivated account has none: the session store drops it as it reads it), staff-only routes, and for dossier routes
 * the access service's decision on the dossier, its modules and the gérant role (403).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ACCESS) private readonly access: AccessChecker,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** What the decorators of a route say, read once per handler instead of on every call. */
  private readonly rules = new WeakMap<object, { owner: object; rule: RouteRule }>();

  private ruleOf(context: ExecutionContext): RouteRule {
    const handler = context.getHandler();
    const owner = context.getClass();
    const known = this.rules.get(handler);
    if (known?.owner === owner) return known.rule;
    const targets = [handler, owner];
    const rule = {
      isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
      staffOnly: this.reflector.getAllAndOverride<boolean>(STAFF_ONLY, targets) === true,
      options: this.reflector.getAllAndOverride<DossierAccessOptions | undefined>(DOSSIER_ACCESS, targets),
      userModules: this.reflector.get<ApiRoute | undefined>(ROUTE_CONTRACT, handler)?.userModules,
    };
    this.rules.set(handler, { owner, rule });
    return rule;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, staffOnly, options, userModules } = this.ruleOf(context);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.session?.user;
    if (!user) throw AppException.unauthenticated();
    if (staffOnly && user.typeUtilisateur !== 'collab') {
      throw AppException.forbidden(Messages.staffOnly);
    }
    if (userModules?.length) await this.access.requireUserModules(user, userModules);
    if (options?.gerantOfAll) await this.access.requireGerantOfAll(user, codesAt(req.body, options.gerantOfAll));
    if (options && !options.gerantOfAll) await this.checkDossier(req, user, options);
    return true;
  }

  private async checkDossier(req: Request, user: SessionUser, options: DossierAccessOptions): Promise<void> {
    const code = options.resolver ? await this.fromResource(req, options) : resolveCodeDossier(req, user);
    if (!code) throw AppException.validation([{ path: 'codeDossier', message: 'Le code dossier est obligatoire.' }]);
    if (!CODE_DOSSIER.test(code)) throw AppException.validation([{ path: 'codeDossier', message: 'Le code dossier doit comporter 6 chiffres.' }]);
    const dossier = await this.access.requireDossier(user, code, options);
    if (options.selfOrGerant) {
      const target = req.params[options.selfOrGerant];
      this.access.requireSelfOrGerant(user, dossier, typeof target === 'string' ? target : undefined);
    }
    req.dossier = dossier;
  }

  private async fromResource(req: Request, options: DossierAccessOptions): Promise<string> {
    const resolver = this.moduleRef.get(options.resolver!, { strict: false });
    const code = await resolver.resolveCodeDossier(req);
    if (!code) throw AppException.notFound();
    return code;
  }
}

function resolveCodeDossier(req: Request, user: SessionUser): string | undefined {
  const fromPath = req.params?.codeDossier ?? req.params?.dossier;
  if (typeof fromPath === 'string') return fromPath;
  const body = req.body as Record<string, unknown> | undefined;
  if (body && typeof body.codeDossier === 'string') return body.codeDossier;
  // The document store's upload confirmation names it in lower case (spec field).
  if (body && typeof body.codedossier === 'string') return body.codedossier;
  // After the body: a route reading its dossier from the body is always checked on that one.
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.codeDossier;
  if (typeof fromQuery === 'string') return fromQuery;
  const header = req.headers['x-code-dossier'];
  if (typeof header === 'string' && user.typeUtilisateur === 'collab') return header;
  return undefined;
}
