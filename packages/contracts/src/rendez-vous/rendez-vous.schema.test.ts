import { InputMessages } from '../common/input';
import { DemandeRendezVousSchema, EditRendezVousSchema, fileIssue, RDV_ACCEPT, RDV_REASON_MAX_LENGTH, RendezVousMessages as M } from './rendez-vous.schema';

const reasonIssues = (schema: typeof EditRendezVousSchema | typeof DemandeRendezVousSchema, reason: string) => {
  const base = { id: '1a000000-0000-4000-8000-000000000001', codeDossier: '010001', email: 'claire@exemple.fr' };
  const result = schema.safeParse({ ...base, ...(schema === DemandeRendezVousSchema ? { id: 'AG01' } : {}), reason });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'reason').map((i) => i.message);
};

describe('appointment reason', () => {
  it.each([EditRendezVousSchema, DemandeRendezVousSchema])('names the limit past 4000 characters, not a missing reason', (schema) => {
    expect(reasonIssues(schema, 'a'.repeat(RDV_REASON_MAX_LENGTH))).toEqual([]);
    expect(reasonIssues(schema, 'a'.repeat(RDV_REASON_MAX_LENGTH + 1))).toEqual(['Le motif ne doit pas dépasser 4000 caractères.']);
    expect(reasonIssues(schema, '   ')).toEqual([M.motifRequis]);
  });

  it('counts the limit after trimming', () => {
    expect(reasonIssues(EditRendezVousSchema, ` ${'a'.repeat(RDV_REASON_MAX_LENGTH)} `)).toEqual([]);
  });

  it.each([EditRendezVousSchema, DemandeRendezVousSchema])('refuses a lone surrogate, which PostgreSQL cannot store', (schema) => {
    expect(reasonIssues(schema, 'a\uD800b')).toEqual([InputMessages.caractereIncomplet]);
  });
});

describe('attachments', () => {
  it('takes the extensions an adviser may open, in any case, and refuses scripts, pages and names without one', () => {
    for (const name of ['bilan.pdf', 'Scan.JPG', 'photo.heic', 'compte.xlsx', 'releve.csv', 'notes.txt', 'statuts.odt'])
      expect(fileIssue({ name, size: 10 })).toBeNull();
    for (const name of ['urgent.hta', 'outil.js', 'lancer.bat', 'logo.svg', 'connexion.html', 'LISEZMOI', '.pdf'])
      expect(fileIssue({ name, size: 10 })).toBe(M.typeFichierRefuse);
    expect(fileIssue({ name: 'vide.pdf', size: 0 })).toBe(M.fichierVide);
    expect(RDV_ACCEPT.split(',')).toContain('.pdf');
  });
});
