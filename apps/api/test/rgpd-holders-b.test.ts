import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { agInvitationId } from '../../../seeds/ag';
import { PERSONNE, rdvId } from '../../../seeds/ids';
import type { DataSubject, PersonalDataHolder, PersonalDataSection } from '../src/common/personal-data/personal-data';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { anneeParis } from '../src/modules/ag/ag-dates';
import { AgPersonalData } from '../src/modules/ag/ag-personal-data';
import { AnnuairePersonalData } from '../src/modules/annuaire/annuaire-personal-data';
import { EventsPersonalData } from '../src/modules/events/events-personal-data';
import { IdentifiantsPersonalData } from '../src/modules/identifiants/identifiants-personal-data';
import { RendezVousFichiers } from '../src/modules/rendez-vous/fichiers/rendez-vous-fichiers.service';
import { RendezVousPersonalData } from '../src/modules/rendez-vous/rendez-vous-personal-data';
import { startTestPortal, type TestPortal } from './test-app';

/** The holders of rendez-vous, events, ag, annuaire and identifiants (issue 33 §3), on the QA data of a real portal. */
let t: TestPortal;
let blobs: BlobStore;
let hash: string;
beforeAll(async () => {
  t = await startTestPortal();
  blobs = t.portal.app.get<BlobStore>(BLOB_STORE);
  hash = (await t.ds.query('SELECT password_hash FROM compte WHERE guid_personne = $1', [PERSONNE.gerantMulti]))[0].password_hash;
});
afterAll(() => t.close());

const CLAIRE: DataSubject = { guidPersonne: PERSONNE.gerantMulti, login: 'gerant.multi@exemple.fr' };
const THOMAS: DataSubject = { guidPersonne: PERSONNE.associe, login: 'associe@exemple.fr' };
const ANONYME = 'Personne supprimée';
const YEAR = 365 * 24 * 3600 * 1000;
const yearsAgo = (n: number) => new Date(Date.now() - n * YEAR);

const holder = <T extends PersonalDataHolder>(type: new (...args: never[]) => T): T => t.portal.app.get(type);
const section = (sections: PersonalDataSection[], key: string) => sections.find((s) => s.key === key)!;
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> => t.ds.query(sql, params);
const count = async (sql: string, params: unknown[] = []) => Number((await q<{ n: string }>(sql, params))[0]!.n);
const erase = (h: PersonalDataHolder, subject: DataSubject) => t.ds.transaction((tx) => h.erase(tx, subject));

/** Nothing secret in an export: the password hash, nor any value the QA credentials seal or hide. */
function expectNoSecret(sections: PersonalDataSection[]): void {
  const json = JSON.stringify(sections);
  for (const secret of [hash, 'Impots-QA-010001!', 'Telepac-QA-010001', 'contact.010001@exemple.fr', 'MSA010001', 'mot_de_passe', 'cle_chiffree']) {
    expect(json).not.toContain(secret);
  }
  for (const s of sections)
    for (const row of s.rows) for (const v of Object.values(row)) expect(['string', 'number', 'boolean']).toContain(v === null ? 'string' : typeof v);
}

describe('rendez-vous', () => {
  const h = () => holder(RendezVousPersonalData);
  const [d1, d2, dThomas] = [randomUUID(), randomUUID(), randomUUID()];
  const [f1, f2, fThomas] = [`${randomUUID()}.pdf`, `${randomUUID()}.pdf`, `${randomUUID()}.pdf`];
  const put = (fichier: string) => blobs.put(`rendez-vous/${fichier}`, Readable.from([Buffer.from('%PDF-1.7\n')]));
  const demande = (id: string, guid: string, codeDossier: string, motif: string, fichier: string, rendezVousId: string | null, createdAt = new Date()) =>
    q(
      `INSERT INTO demande_rendez_vous (id, code_dossier, guid_personne, code_agent, motif, telephone, email, pieces_jointes, rendez_vous_id, created_at)
       VALUES ($1, $2, $3, 'AG0101', $4, '0612345678', 'perso@exemple.fr', $5::jsonb, $6, $7)`,
      [id, codeDossier, guid, motif, JSON.stringify([{ nom: 'bilan.pdf', fichier, taille: 9, type: 'application/pdf' }]), rendezVousId, createdAt],
    );

  beforeAll(async () => {
    for (const f of [f1, f2, fThomas]) await put(f);
    await demande(d1, PERSONNE.gerantMulti, '010001', 'Préparer le bilan de Claire', f1, rdvId('010001', 1), new Date(Date.now() - 120_000));
    await demande(d2, PERSONNE.gerantMulti, '010001', 'Question TVA de Claire', f2, null, new Date(Date.now() - 60_000));
    await demande(dThomas, PERSONNE.associe, '010004', 'Message de Thomas', fThomas, null);
    await q(`UPDATE rendez_vous SET telephone_contact = '0699999999', email_contact = 'Gerant.Multi@exemple.fr' WHERE id = $1`, [rdvId('010001', 2)]);
  });

  it('exports the person’s requests, the appointments they led to or give her address, and her files', async () => {
    const sections = await h().exportOf(CLAIRE);
    const s = section(sections, 'rendez-vous');
    expect(s.title).toBe('Rendez-vous');
    expect(s.rows).toHaveLength(3);
    expect(s.rows[0]).toMatchObject({ dossier: '010001', conseiller: 'Julie Bernard', objet: 'Point bilan annuel', etat: 'À venir' });
    expect(s.rows[0]).toMatchObject({ message: 'Préparer le bilan de Claire', telephone: '0612345678', piecesJointes: 'bilan.pdf' });
    expect(s.rows[1]).toMatchObject({ message: 'Question TVA de Claire', objet: null, dateRendezVous: null, etat: 'Demande envoyée' });
    expect(s.rows[2]).toMatchObject({ objet: 'Rendez-vous conseil de gestion', dateDemande: null, telephone: '0699999999', conseiller: 'Julie Bernard' });
    expect(s.files).toEqual([
      { name: 'bilan.pdf', blobKey: `rendez-vous/${f1}` },
      { name: 'bilan (2).pdf', blobKey: `rendez-vous/${f2}` },
    ]);
    expect(JSON.stringify(sections)).not.toContain('Thomas');
    expectNoSecret(sections);
  });

  it('retention deletes the appointments dated before the cutoff with their requests and files, and old requests never scheduled', async () => {
    const old = randomUUID();
    const [dOld, dNever] = [randomUUID(), randomUUID()];
    const [fOld, fNever] = [`${randomUUID()}.pdf`, `${randomUUID()}.pdf`];
    for (const f of [fOld, fNever]) await put(f);
    await q(`INSERT INTO rendez_vous (id, code_dossier, titre, date) VALUES ($1, '010004', 'Ancien rendez-vous', $2)`, [old, yearsAgo(4)]);
    await demande(dOld, PERSONNE.associe, '010004', 'Ancienne demande', fOld, old, yearsAgo(4));
    await demande(dNever, PERSONNE.associe, '010004', 'Jamais planifiée', fNever, null, yearsAgo(4));
    const rdvsBefore = await count('SELECT count(*) AS n FROM rendez_vous');

    expect(await h().retention!['rendez-vous']!(yearsAgo(3))).toBe(3);
    expect(await count('SELECT count(*) AS n FROM rendez_vous')).toBe(rdvsBefore - 1);
    expect(await count('SELECT count(*) AS n FROM demande_rendez_vous WHERE id = ANY($1::uuid[])', [[dOld, dNever]])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM demande_rendez_vous WHERE id = ANY($1::uuid[])', [[d1, d2, dThomas]])).toBe(3);
    expect(await blobs.stat(`rendez-vous/${fOld}`)).toBeNull();
    expect(await blobs.stat(`rendez-vous/${fNever}`)).toBeNull();
    expect(await blobs.stat(`rendez-vous/${f1}`)).not.toBeNull();
  });

  it('erasure rolled back leaves everything as it was', async () => {
    await expect(
      t.ds.transaction(async (tx) => {
        await h().erase(tx, CLAIRE);
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    expect((await q('SELECT motif FROM demande_rendez_vous WHERE id = $1', [d1]))[0]).toEqual({ motif: 'Préparer le bilan de Claire' });
  });

  it('erasure keeps the rows without her words and contact details; her files go with the sweep after the commit', async () => {
    const outboxBefore = await count(`SELECT count(*) AS n FROM outbox WHERE job_name = 'purge-rendez-vous-fichiers'`);
    expect(await erase(h(), CLAIRE)).toEqual([{ rule: 'rendez-vous', action: 'anonymise', count: 4 }]);

    const demandes = await q('SELECT id, motif, telephone, email, pieces_jointes FROM demande_rendez_vous WHERE id = ANY($1::uuid[]) ORDER BY motif', [
      [d1, d2],
    ]);
    expect(demandes).toEqual([
      { id: expect.any(String), motif: '', telephone: null, email: null, pieces_jointes: [] },
      { id: expect.any(String), motif: '', telephone: null, email: null, pieces_jointes: [] },
    ]);
    const rdvs = await q('SELECT id, titre, motif, telephone_contact, email_contact FROM rendez_vous WHERE id = ANY($1::uuid[]) ORDER BY id', [
      [rdvId('010001', 1), rdvId('010001', 2), rdvId('010001', 3)],
    ]);
    expect(rdvs).toEqual([
      { id: rdvId('010001', 1), titre: 'Point bilan annuel', motif: null, telephone_contact: null, email_contact: null },
      { id: rdvId('010001', 2), titre: 'Rendez-vous conseil de gestion', motif: null, telephone_contact: null, email_contact: null },
      { id: rdvId('010001', 3), titre: 'Entretien fiscal', motif: 'Option TVA', telephone_contact: null, email_contact: null },
    ]);
    expect((await q('SELECT motif, email, pieces_jointes FROM demande_rendez_vous WHERE id = $1', [dThomas]))[0]).toMatchObject({
      motif: 'Message de Thomas',
      email: 'perso@exemple.fr',
    });
    expect(await count(`SELECT count(*) AS n FROM outbox WHERE job_name = 'purge-rendez-vous-fichiers'`)).toBe(outboxBefore + 1);

    // The job's sweep: blobs no request names, untouched for an hour.
    for (const f of [f1, f2, fThomas]) {
      const file = path.join(t.config.storage.filesDir, 'rendez-vous', f);
      fs.utimesSync(file, new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    }
    await t.portal.app.get(RendezVousFichiers).sweepLeftovers();
    expect(await blobs.stat(`rendez-vous/${f1}`)).toBeNull();
    expect(await blobs.stat(`rendez-vous/${f2}`)).toBeNull();
    expect(await blobs.stat(`rendez-vous/${fThomas}`)).not.toBeNull();
    expect(section(await h().exportOf(CLAIRE), 'rendez-vous').files).toEqual([]);
  });
});

describe('events', () => {
  const h = () => holder(EventsPersonalData);
  const byAddress = randomUUID();
  beforeAll(() =>
    q(`INSERT INTO inscription (id, id_event, code_dossier, nom, prenom, email) VALUES ($1, 102, '010003', 'Martin', 'Claire', 'Gerant.Multi@exemple.fr')`, [
      byAddress,
    ]),
  );

  it('exports her registrations, by guid or address, with the event and the state', async () => {
    const sections = await h().exportOf(CLAIRE);
    const s = section(sections, 'inscriptions-evenements');
    expect(s.title).toBe('Inscriptions aux événements');
    expect(s.rows).toHaveLength(5);
    expect(s.rows.map((r) => r.evenement)).toContain('Formation : les nouveautés fiscales 2027');
    expect(s.rows.filter((r) => r.dossier === '010003')).toEqual([expect.objectContaining({ email: 'Gerant.Multi@exemple.fr', etat: 'Sans réponse' })]);
    expect(s.rows.every((r) => typeof r.date === 'string' && r.prenom === 'Claire')).toBe(true);
    const json = JSON.stringify(sections);
    for (const other of ['paul.roux', 'marc.leroy', 'associe@', 'Léa']) expect(json).not.toContain(other);
    expectNoSecret(sections);
  });

  it('retention deletes the registrations of events over before the cutoff only', async () => {
    await q(`INSERT INTO evenement (id, guid, titre, date_debut, date_fin) VALUES (900, $1, 'Ancien événement', $2, $2)`, [randomUUID(), yearsAgo(4)]);
    await q(
      `INSERT INTO inscription (id, id_event, code_dossier, nom, prenom, email) VALUES ($1, 900, '010001', 'Martin', 'Claire', 'gerant.multi@exemple.fr'), ($2, 900, '010004', 'Dubois', 'Emma', 'emma@exemple.fr')`,
      [randomUUID(), randomUUID()],
    );
    const others = await count('SELECT count(*) AS n FROM inscription WHERE id_event <> 900');
    expect(await h().retention!.evenements!(yearsAgo(3))).toBe(2);
    expect(await count('SELECT count(*) AS n FROM inscription')).toBe(others);
  });

  it('erasure anonymises her registrations and leaves the others', async () => {
    const paul = (await q(`SELECT * FROM inscription WHERE email = 'paul.roux@exemple.fr'`))[0];
    expect(await erase(h(), CLAIRE)).toEqual([{ rule: 'evenements', action: 'anonymise', count: 5 }]);
    const mine = await q(`SELECT nom, prenom, email, tel, commentaire, guid_personne, participe FROM inscription WHERE nom = $1`, [ANONYME]);
    expect(mine).toHaveLength(5);
    for (const r of mine) expect(r).toMatchObject({ prenom: '', email: '', tel: null, commentaire: null, guid_personne: null });
    expect(
      await count(`SELECT count(*) AS n FROM inscription WHERE lower(email) = 'gerant.multi@exemple.fr' OR guid_personne = $1`, [PERSONNE.gerantMulti]),
    ).toBe(0);
    expect((await q(`SELECT * FROM inscription WHERE email = 'paul.roux@exemple.fr'`))[0]).toEqual(paul);
    expect(await count('SELECT count(*) AS n FROM inscription WHERE guid_personne = $1', [PERSONNE.associe])).toBe(1);
    expect(section(await h().exportOf(CLAIRE), 'inscriptions-evenements').rows).toEqual([]);
  });
});

describe('assemblée générale', () => {
  const h = () => holder(AgPersonalData);
  const Y = anneeParis();
  beforeAll(async () => {
    await q(
      `UPDATE ag_invitation SET participe = true, user_modification = $1, libelle_user_modification = 'Claire Martin', adresse_ip = '203.0.113.7', date_reponse = now() WHERE id = $2`,
      [PERSONNE.gerantMulti, agInvitationId('010002', Y)],
    );
    await q(
      `UPDATE ag_invitation SET participe = false, user_modification = $1, libelle_user_modification = 'Thomas Dubois', adresse_ip = '198.51.100.4' WHERE id = $2`,
      [PERSONNE.associe, agInvitationId('010004', Y)],
    );
  });

  it('exports the answers she gave, with the year and the dossier', async () => {
    const sections = await h().exportOf(CLAIRE);
    const s = section(sections, 'assemblee-generale');
    expect(s.title).toBe('Assemblée générale');
    expect(s.rows).toEqual([
      expect.objectContaining({
        annee: 2024,
        dossier: '010001',
        raisonSociale: 'EARL des Coteaux de Vertus',
        presence: 'Présent',
        nbPersonnes: 2,
        pouvoirAuPresident: true,
      }),
      expect.objectContaining({ annee: Y, dossier: '010002', presence: 'Présent', adresseIp: '203.0.113.7', reponduPar: 'Claire Martin' }),
    ]);
    expect(JSON.stringify(sections)).not.toContain('Thomas');
    expectNoSecret(sections);
  });

  it('retention deletes the invitations of assemblies held before the cutoff only', async () => {
    await q(`INSERT INTO ag_annee (millesime, date_ouverture, date_fermeture, date_ag, lieu) VALUES (2019, '2019-03-01', '2019-05-31', '2019-06-13', 'Reims')`);
    await q(`INSERT INTO ag_invitation (id, code_dossier, millesime, poids, participe) VALUES ($1, '010003', 2019, 1, true)`, [randomUUID()]);
    const total = await count('SELECT count(*) AS n FROM ag_invitation');
    expect(await h().retention!['assemblee-generale']!(new Date('2020-01-01T00:00:00Z'))).toBe(1);
    expect(await count('SELECT count(*) AS n FROM ag_invitation')).toBe(total - 1);
    expect(await count('SELECT count(*) AS n FROM ag_invitation WHERE millesime = 2024')).toBe(1);
  });

  it('erasure keeps her answers without her name, guid or address', async () => {
    expect(await erase(h(), CLAIRE)).toEqual([{ rule: 'assemblee-generale', action: 'anonymise', count: 2 }]);
    const rows = await q('SELECT participe, user_modification, libelle_user_modification, adresse_ip FROM ag_invitation WHERE id = ANY($1::uuid[])', [
      [agInvitationId('010001', 2024), agInvitationId('010002', Y)],
    ]);
    expect(rows).toEqual([
      { participe: true, user_modification: null, libelle_user_modification: ANONYME, adresse_ip: null },
      { participe: true, user_modification: null, libelle_user_modification: ANONYME, adresse_ip: null },
    ]);
    expect((await q('SELECT user_modification, adresse_ip FROM ag_invitation WHERE id = $1', [agInvitationId('010004', Y)]))[0]).toEqual({
      user_modification: PERSONNE.associe,
      adresse_ip: '198.51.100.4',
    });
  });
});

describe('annuaire', () => {
  const h = () => holder(AnnuairePersonalData);
  const service = async () => (await q<{ id: string }>('SELECT id FROM annuaire_service ORDER BY slug LIMIT 1'))[0]!.id;
  const rappel = async (guid: string, date: Date, etat: string) =>
    q(
      `INSERT INTO demande_rappel (id, id_service, code_dossier, code_agent, nom_conseiller, guid_demandeur, nom_demandeur, date_demande, etat, date_etat)
       VALUES ($1, $2, '010004', 'AG0101', 'Julie Bernard', $3, 'Thomas Dubois', $4, $5, $4)`,
      [randomUUID(), await service(), guid, date, etat],
    );

  it('exports the callback requests she made', async () => {
    await rappel(PERSONNE.associe, new Date(), 'non_contacte');
    const mine = await count('SELECT count(*) AS n FROM demande_rappel WHERE guid_demandeur = $1', [PERSONNE.gerantMulti]);
    expect(mine).toBeGreaterThan(0);
    const sections = await h().exportOf(CLAIRE);
    const s = section(sections, 'rappels');
    expect(s.title).toBe('Demandes de rappel');
    expect(s.rows).toHaveLength(mine);
    expect(s.rows[0]).toEqual(
      expect.objectContaining({ dossier: '010001', demandeur: 'Claire Martin', service: expect.any(String), etat: expect.any(String) }),
    );
    expect(JSON.stringify(sections)).not.toContain('Thomas');
    expectNoSecret(sections);
  });

  it('retention deletes the requests made before the cutoff only', async () => {
    await rappel(PERSONNE.associe, yearsAgo(4), 'contacte');
    const total = await count('SELECT count(*) AS n FROM demande_rappel');
    expect(await h().retention!.rappels!(yearsAgo(3))).toBe(1);
    expect(await count('SELECT count(*) AS n FROM demande_rappel')).toBe(total - 1);
  });

  it('erasure deletes her requests and no one else’s', async () => {
    const mine = await count('SELECT count(*) AS n FROM demande_rappel WHERE guid_demandeur = $1', [PERSONNE.gerantMulti]);
    expect(await erase(h(), CLAIRE)).toEqual([{ rule: 'rappels', action: 'supprime', count: mine }]);
    expect(await count('SELECT count(*) AS n FROM demande_rappel WHERE guid_demandeur = $1', [PERSONNE.gerantMulti])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM demande_rappel WHERE guid_demandeur = $1', [PERSONNE.associe])).toBe(1);
  });
});

describe('identifiants', () => {
  const h = () => holder(IdentifiantsPersonalData);

  it('exports the credentials she created and her journal entries, and who revealed hers: titles and dates, never a secret', async () => {
    const sections = await h().exportOf(CLAIRE);
    const mine = section(sections, 'identifiants');
    expect(mine.title).toBe('Identifiants partagés');
    // Per dossier: 3 entries created by her, her 3 creations and 1 change in the journal.
    expect(mine.rows.filter((r) => r.nature === 'Identifiant créé')).toHaveLength(6);
    expect(mine.rows.filter((r) => r.nature === 'Création')).toHaveLength(6);
    expect(mine.rows.filter((r) => r.nature === 'Modification')).toHaveLength(2);
    expect(mine.rows).toHaveLength(14);
    expect(mine.rows.map((r) => r.titre)).not.toContain('MSA – espace privé');
    const consultations = section(sections, 'consultations-identifiants');
    expect(consultations.rows).toHaveLength(4);
    expect(consultations.rows[0]).toEqual({
      titre: 'Telepac (PAC)',
      dossier: expect.any(String),
      consultePar: 'Julie Bernard',
      date: '2026-05-12T08:40:00.000Z',
    });
    expectNoSecret(sections);
    const thomas = await h().exportOf(THOMAS);
    expect(thomas.flatMap((s) => s.rows)).toEqual([]);
  });

  it('retention deletes the journal entries before the cutoff only', async () => {
    await q(
      `INSERT INTO identifiant_journal (id, id_identifiant, code_dossier, action, auteur, guid_auteur, est_collaborateur, date, titre)
       VALUES ($1, $2, '010001', 'consultation', 'Julie Bernard', $3, true, $4, 'Ancien')`,
      [randomUUID(), randomUUID(), PERSONNE.ceConseiller, new Date('2020-03-01T00:00:00Z')],
    );
    const total = await count('SELECT count(*) AS n FROM identifiant_journal');
    expect(await h().retention!['consultations-identifiants']!(new Date('2021-01-01T00:00:00Z'))).toBe(1);
    expect(await count('SELECT count(*) AS n FROM identifiant_journal')).toBe(total - 1);
  });

  it('erasure replaces her name in the journal and on the credentials, and leaves the others', async () => {
    const julie = await count('SELECT count(*) AS n FROM identifiant_journal WHERE guid_auteur = $1', [PERSONNE.ceConseiller]);
    // 8 journal entries, 6 credentials (creator, and changer of one).
    expect(await erase(h(), CLAIRE)).toEqual([{ rule: 'consultations-identifiants', action: 'anonymise', count: 14 }]);
    expect(await count('SELECT count(*) AS n FROM identifiant_journal WHERE guid_auteur = $1 OR auteur = $2', [PERSONNE.gerantMulti, 'Claire Martin'])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM identifiant_journal WHERE auteur = $1 AND guid_auteur IS NULL', [ANONYME])).toBe(8);
    expect(await count('SELECT count(*) AS n FROM identifiant_journal WHERE guid_auteur = $1', [PERSONNE.ceConseiller])).toBe(julie);
    expect(
      await count(
        `SELECT count(*) AS n FROM identifiant WHERE auteur_creation = 'gerant.multi@exemple.fr' OR adherent_modification = 'gerant.multi@exemple.fr'`,
      ),
    ).toBe(0);
    expect(await count('SELECT count(*) AS n FROM identifiant WHERE auteur_creation = $1', [ANONYME])).toBe(6);
    expect(await count(`SELECT count(*) AS n FROM identifiant WHERE auteur_creation = 'Julie Bernard'`)).toBe(4);
  });
});
