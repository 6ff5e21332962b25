import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { type ApiRoute, type DuerDroitRequis, type DuerFait, Messages, type RouteDuerAccess, type SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import { AppException } from './app.exception';
import { ACCESS, type AccessChecker, DUER_FACTS, type DuerFactsReader } from './access';
import { DOSSIER_ACCESS, type DossierAccessOptions, IS_PUBLIC, STAFF_ONLY } from './access.decorators';
import { codesAt } from './body-path';
import { ROUTE_CONTRACT } from './route-contract';

const CODE_DOSSIER = /^\d{6}$/;

interface RouteRule {
  isPublic: boolean;
  staffOnly: boolean;
  options: DossierAccessOptions | undefined;
  userModules: readonly string[] | undefined;
  /** The contract's body schema, which the conditions of a DUER rule read the body through. */
  body: ApiRoute['body'];
}

/**
 * Session (401; a deactivated account has none: the session store drops it as it reads it), staff-only routes, and for dossier routes
 * the access service's decision on the dossier, its modules and the gérant role, then for a DUER route on the rights of spec 03 §6 (403).
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
    const route = this.reflector.get<ApiRoute | undefined>(ROUTE_CONTRACT, handler);
    const rule = {
      isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true,
      staffOnly: this.reflector.getAllAndOverride<boolean>(STAFF_ONLY, targets) === true,
      options: this.reflector.getAllAndOverride<DossierAccessOptions | undefined>(DOSSIER_ACCESS, targets),
      userModules: route?.userModules,
      body: route?.body,
    };
    this.rules.set(handler, { owner, rule });
    return rule;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, staffOnly, options, userModules, body } = this.ruleOf(context);
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
    if (options?.duer) await this.checkDuer(req, user, options.duer, body);
    return true;
  }

  /**
   * A DUER route (spec 03 §6): the DUER module reads the DUER the request names (404 when unknown) or the dossier's DUERs,
   * the route's rule gives the rights this call needs, the access service decides them (403 with the DUER's message).
   */
  private async checkDuer(req: Request, user: SessionUser, rule: RouteDuerAccess, schema: ApiRoute['body']): Promise<void> {
    // Fails closed: a DUER rule is decided on the dossier checked above (a route naming several dossiers has none).
    if (!req.dossier) throw new Error('Une règle DUER demande le dossier de la route.');
    const reader = this.moduleRef.get<DuerFactsReader>(DUER_FACTS, { strict: false });
    const facts = await reader.read(req, req.dossier.codeDossier);
    const requis = await requiredRights(rule, schema, req, (name) => reader.fact(name, req, facts));
    const droits = await this.access.requireDuer(user, facts, requis);
    req.duer = { ...facts, droits, user, requis };
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

/** The rights a DUER rule requires of one call: `requires`, then each condition's (`otherwise` when it does not hold). */
async function requiredRights(
  rule: RouteDuerAccess,
  schema: ApiRoute['body'],
  req: Request,
  fact: (name: DuerFait) => Promise<boolean>,
): Promise<DuerDroitRequis[]> {
  const requis = [...(rule.requires ?? [])];
  if (!rule.when?.length) return requis;
  // The body as the contract parses it (defaults applied); an invalid one meets neither branch of a condition on it: its
  // validation answers it after the guard, as on any route.
  const parsed = schema?.safeParse(req.body);
  const body = parsed?.success ? (parsed.data as Record<string, unknown>) : undefined;
  for (const condition of rule.when) {
    let holds: boolean;
    if ('fact' in condition) holds = await fact(condition.fact);
    else if (body) holds = bodyHolds(body[condition.body], condition.equals);
    else continue;
    requis.push(...((holds ? condition.requires : condition.otherwise) ?? []));
  }
  return requis;
}

function bodyHolds(value: unknown, equals: string | number | boolean | undefined): boolean {
  if (equals !== undefined) return value === equals;
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;
}
