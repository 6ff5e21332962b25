import { createParamDecorator, ExecutionContext, SetMetadata, type Type } from '@nestjs/common';
import type { ModuleCode, RouteDuerAccess, SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import type { DuerAccessContext } from './access';
import type { DossierContext } from './request-user';

export const IS_PUBLIC = 'access:public';
export const STAFF_ONLY = 'access:staff';
export const DOSSIER_ACCESS = 'access:dossier';

export interface DossierAccessOptions {
  /** Modules the route needs; any one suffices unless requireAll. */
  modules?: ModuleCode[];
  requireAll?: boolean;
  /** The dossier must hold every module of at least one set (RouteDossierAccess.moduleSets). */
  moduleSets?: readonly (readonly ModuleCode[])[];
  /** For collaborators, these modules (any one) replace modules and moduleSets. */
  staffModules?: readonly ModuleCode[];
  /** Rights categories (any one) a member needs on the dossier (RouteDossierAccess.categories). */
  categories?: readonly string[];
  /** A path parameter naming a person: a member may target only himself unless gérant of the dossier. */
  selfOrGerant?: string;
  /** Only a gérant (role 1) of the dossier may call the route. */
  gerant?: boolean;
  /**
   * The body names several dossiers (path such as `dossiers[].codeDossier`): the user must be gérant
   * of every one of them. Replaces the single-dossier check of the route.
   */
  gerantOfAll?: string;
  /**
   * The dossier is that of a resource named by the request (an appointment id...): this provider
   * finds its code, and wins over the path, body and header.
   */
  resolver?: Type<DossierResolver>;
  /**
   * A DUER route (RouteDossierAccess.duer): the rights of spec 03 §6 its call needs. Once the dossier is checked, the guard
   * reads the DUER the request names (or the dossier's DUERs) through the DUER module's reader (DUER_FACTS), has the
   * access service decide, and puts the context on the request (CurrentDuer).
   */
  duer?: RouteDuerAccess;
}

/** Finds the dossier of the resource a request names; undefined when the resource does not exist. */
export interface DossierResolver {
  resolveCodeDossier(req: Request): Promise<string | undefined>;
}

/** Open to visitors without a session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Reserved to collaborators (staff). */
export const StaffOnly = () => SetMetadata(STAFF_ONLY, true);
/**
 * The route acts on one dossier, found in the path (codeDossier or dossier), the body or the query (codeDossier)
 * or the staff header x-code-dossier; the access guard checks access and modules.
 */
export const DossierAccess = (options: DossierAccessOptions = {}) => SetMetadata(DOSSIER_ACCESS, options);

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionUser => {
  return ctx.switchToHttp().getRequest<Request>().session.user as SessionUser;
});

export const CurrentDossier = createParamDecorator((_: unknown, ctx: ExecutionContext): DossierContext => {
  return ctx.switchToHttp().getRequest<Request>().dossier as DossierContext;
});

/** The DUER context the guard decided for a DUER route (DossierAccessOptions.duer). */
export const CurrentDuer = createParamDecorator((_: unknown, ctx: ExecutionContext): DuerAccessContext => {
  return ctx.switchToHttp().getRequest<Request>().duer as DuerAccessContext;
});
