import { describe, expect, it } from '@jest/globals';
import { lintSnippets, type Snippet } from './support/lint';

/** The messages of the SQL boundary rule for each snippet, linted as the repository file it names. */
function lint(snippets: Snippet[]): string[][] {
  return lintSnippets(snippets).map((messages) => messages.filter((m) => m.ruleId === 'api-boundaries/no-foreign-tables').map((m) => m.message));
}

const sql = (filePath: string, text: string): Snippet => ({ filePath, code: `export const sql = ${text};\n` });

describe('eslint/api-boundaries.mjs no-foreign-tables', () => {
  it("fails on raw SQL naming another module's table, in a string or a template, whatever the statement", () => {
    const results = lint([
      sql('apps/api/src/modules/events/scratch.service.ts', "'SELECT raison_sociale FROM dossier WHERE code_dossier = $1'"),
      sql('apps/api/src/modules/duer/scratch.service.ts', '`SELECT d.id FROM duer d JOIN "dossier" o ON o.code_dossier = d.code_dossier`'),
      sql('apps/api/src/modules/events/scratch.repository.ts', "'INSERT INTO public.compte (login) VALUES ($1)'"),
      sql('apps/api/src/modules/events/scratch.ts', "'UPDATE outbox SET tentatives = 0'"),
      sql('apps/api/src/modules/events/scratch.service.ts', "'DELETE FROM ged_document WHERE id = $1'"),
    ]);
    expect(results).toEqual([
      ["modules/events nomme en SQL la table dossier du module dossier : passez par le service qu'il exporte."],
      ["modules/duer nomme en SQL la table dossier du module dossier : passez par le service qu'il exporte."],
      ["modules/events nomme en SQL la table compte du module user : passez par le service qu'il exporte."],
      ["modules/events nomme en SQL la table outbox du module outbox : passez par le service qu'il exporte."],
      ["modules/events nomme en SQL la table ged_document du module documents : passez par le service qu'il exporte."],
    ]);
  });

  it('knows the join tables entities declare and the tables the options give an owner', () => {
    const results = lint([
      sql('apps/api/src/modules/duer/scratch.service.ts', "'SELECT 1 FROM portefeuille p WHERE p.guid_personne = $1'"),
      sql('apps/api/src/modules/events/scratch.service.ts', `'DELETE FROM "session" WHERE expire < now()'`),
      sql('apps/api/src/modules/auth/scratch.repository.ts', `'DELETE FROM "session" WHERE expire < now()'`),
      sql('apps/api/src/modules/collaborateur/scratch.service.ts', "'SELECT 1 FROM portefeuille JOIN dossier d USING (code_dossier)'"),
    ]);
    expect(results).toEqual([
      ["modules/duer nomme en SQL la table portefeuille du module collaborateur : passez par le service qu'il exporte."],
      ["modules/events nomme en SQL la table session du module auth : passez par le service qu'il exporte."],
      [],
      ["modules/collaborateur nomme en SQL la table dossier du module dossier : passez par le service qu'il exporte."],
    ]);
  });

  it("allows a module's own tables, interpolated names, prose, unknown names and code outside the modules", () => {
    const results = lint([
      sql('apps/api/src/modules/duer/scratch.service.ts', "'SELECT id FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie'"),
      sql('apps/api/src/modules/dossier/scratch.repository.ts', "'SELECT code_dossier FROM dossier WHERE code_dossier = ANY($1) FOR UPDATE'"),
      sql('apps/api/src/modules/duer/scratch.service.ts', '`UPDATE ${table} t SET ordre = r.n FROM (SELECT 1) r`'),
      sql('apps/api/src/modules/metrics/scratch.service.ts', "'Âge du plus ancien message de la table outbox'"),
      sql('apps/api/src/modules/duer/scratch.service.ts', "'SELECT * FROM unnest($1::int[]) WITH ORDINALITY AS o(id, rang)'"),
      sql('apps/api/src/common/scratch.ts', "'SELECT 1 FROM dossier'"),
      sql('apps/api/src/modules/events/scratch.test.ts', "'SELECT 1 FROM dossier'"),
    ]);
    expect(results).toEqual([[], [], [], [], [], [], []]);
  });

  it('tolerates no debt: the GED reads a dossier’s entity through DossierService like any module', () => {
    const results = lint([
      sql('apps/api/src/modules/documents/lecture/ged-documents.repository.ts', "'SELECT code_entite FROM dossier WHERE code_dossier = $1'"),
    ]);
    expect(results).toEqual([["modules/documents nomme en SQL la table dossier du module dossier : passez par le service qu'il exporte."]]);
  });
});
