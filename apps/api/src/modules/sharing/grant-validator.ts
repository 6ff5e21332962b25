import { Injectable } from '@nestjs/common';
import { SharingMessages as M } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { AccessService } from '../droits/access.service';
import { DossierService, type DossierWithModules } from '../dossier/dossier.service';
import { DroitGrants } from '../droits/droit-grants.service';

export interface GrantInput {
  codeDossier: string;
  idRole: number;
  categories: string[];
  /** Paths of the fields in the request body, for the 400 issues. */
  rolePath: string;
  categoriesPath: string;
}

/** Checks what a gérant grants: known role, known categories, and no module the dossier lacks. */
@Injectable()
export class GrantValidator {
  constructor(
    private readonly repo: DroitGrants,
    private readonly dossierService: DossierService,
    private readonly access: AccessService,
  ) {}

  /** 400 for unknown roles or categories, 403 for a category the dossier cannot give; dossiers by code. */
  async validate(grants: GrantInput[], tx: EntityManager): Promise<Map<string, DossierWithModules>> {
    const roles = new Set((await this.repo.roles(tx)).map((r) => r.idRole));
    const categories = new Map((await this.repo.categories(tx)).map((c) => [c.id, c]));
    const dossiers = new Map(
      (
        await this.dossierService.withModules(
          grants.map((g) => g.codeDossier),
          tx,
        )
      ).map((d) => [d.codeDossier, d]),
    );
    const issues: { path: string; message: string }[] = [];
    for (const g of grants) {
      if (!roles.has(g.idRole)) issues.push({ path: g.rolePath, message: M.roleInconnu });
      if (g.categories.some((id) => !categories.has(id))) issues.push({ path: g.categoriesPath, message: M.categorieInconnue });
    }
    if (issues.length > 0) throw AppException.validation(issues);
    for (const g of grants) {
      this.access.requireGrantable(
        dossiers.get(g.codeDossier),
        g.categories.map((id) => categories.get(id)!),
      );
    }
    return dossiers;
  }
}
