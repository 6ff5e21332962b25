import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { GalerieMessages as M, type Photo, type PhotoContenu } from '@portail/contracts';
import { GALERIE_QA_PHOTOS, galeriePhotoId } from '../../../seeds/galerie';
import { resetAll } from '../../../seeds/seed';
import { createBlobStore } from '../src/common/storage/storage.module';
import { seededFilesDir } from './ged-blobs';
import { signInStaff } from './staff-sign-in';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let filesDir: string;
beforeAll(async () => {
  filesDir = seededFilesDir();
  t = await startTestPortal({ FILES_DIR: filesDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

type Caller = Awaited<ReturnType<typeof agent>>;
const PHOTOS = '/api/oneday/photos';
const CONTENUS = '/api/contenus/photos';
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';
const FIRST = galeriePhotoId(1);

const upload = (c: Caller, fields: Record<string, string>, file?: [Buffer, string]) => {
  let req = c.http.post(CONTENUS).set('x-csrf-token', c.csrf);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return file ? req.attach('fichier', file[0], file[1]) : req;
};
const put = (c: Caller, id: string, body: object) => c.http.put(`${CONTENUS}/${id}`).set('x-csrf-token', c.csrf).send(body);
const del = (c: Caller, id: string) => c.http.delete(`${CONTENUS}/${id}`).set('x-csrf-token', c.csrf);

/** Every file of the gallery's part of the blob store. */
function galerieFiles(): string[] {
  const dir = path.join(filesDir, 'galerie');
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort() : [];
}
const rowCount = async () => Number((await t.ds.query(`SELECT count(*)::int AS n FROM galerie_photo`))[0].n);

/** A photo-like PNG of the given size (a gradient, so that it is no trivial image). */
async function png(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#3a7"/><stop offset="1" stop-color="#fc4"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#c33"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('rights', () => {
  it('401 anonymous on every route', async () => {
    const anon = await agent(t.baseUrl);
    expectEnvelope((await request(t.baseUrl).get(PHOTOS).expect(401)).body, 401);
    expectEnvelope((await request(t.baseUrl).get(`${PHOTOS}/${FIRST}/petite`).expect(401)).body, 401);
    expectEnvelope((await request(t.baseUrl).get(CONTENUS).expect(401)).body, 401);
    expectEnvelope((await upload(anon, { titre: 'Photo' }, [await png(40, 30), 'a.png']).expect(401)).body, 401);
    expectEnvelope((await put(anon, FIRST, { titre: 'Photo', ordre: 1 }).expect(401)).body, 401);
    expectEnvelope((await del(anon, FIRST).expect(401)).body, 401);
  });

  it('403 for a member on every staff route, whatever the dossier he names; nothing changes', async () => {
    const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const before = galerieFiles();
    expectEnvelope((await g.http.get(CONTENUS).set('x-code-dossier', '010001').expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await upload(g, { titre: 'Photo' }, [await png(40, 30), 'a.png']).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await put(g, FIRST, { titre: 'Photo', ordre: 1 }).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await del(g, FIRST).expect(403)).body, 403, 'INTERDIT');
    expect(galerieFiles()).toEqual(before);
    expect(await rowCount()).toBe(GALERIE_QA_PHOTOS);
  });

  it('the gallery is common to every signed-in user: a member of any dossier, one without dossier, staff', async () => {
    for (const login of ['associe@exemple.fr', 'sans.dossier@exemple.fr']) {
      const c = await signIn(t.baseUrl, login);
      expect(((await c.http.get(PHOTOS).expect(200)).body as Photo[]).length).toBe(GALERIE_QA_PHOTOS);
    }
    const staff = await signInStaff(t.baseUrl, 'sec.assistante');
    expect(((await staff.http.get(PHOTOS).expect(200)).body as Photo[]).length).toBe(GALERIE_QA_PHOTOS);
  });
});

describe('the gallery', () => {
  it('lists the seeded photos in order with the size of each version', async () => {
    const c = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const list = (await c.http.get(PHOTOS).expect(200)).body as Photo[];
    expect(list.map((p) => p.id)).toEqual(Array.from({ length: GALERIE_QA_PHOTOS }, (_, i) => galeriePhotoId(i + 1)));
    expect(list[0]).toMatchObject({ ordre: 10, petite: { largeur: 400, hauteur: 267 }, grande: { largeur: 1200, hauteur: 800 }, typeOriginal: 'image/jpeg' });
    // Every seventh is a portrait.
    expect(list[6]).toMatchObject({ petite: { largeur: 400, hauteur: 600 }, originale: { largeur: 800, hauteur: 1200 } });
    expect(new Set(list.map((p) => p.titre)).size).toBeGreaterThan(40);
    expect(list.every((p) => p.titre.length > 10)).toBe(true);
  });

  it('serves each version with its type, long private caching and an ETag (304 when unchanged)', async () => {
    const c = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const petite = await c.http.get(`${PHOTOS}/${FIRST}/petite`).buffer(true).parse(binary).expect(200);
    expect(petite.headers['content-type']).toBe('image/webp');
    expect(petite.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(petite.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(petite.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 });
    const etag = petite.headers.etag as string;
    expect(etag).toBeTruthy();
    await c.http.get(`${PHOTOS}/${FIRST}/petite`).set('If-None-Match', etag).expect(304);
    const grande = await c.http.get(`${PHOTOS}/${FIRST}/grande`).buffer(true).parse(binary).expect(200);
    expect(grande.headers['content-type']).toBe('image/jpeg');
    expect(grande.headers.etag).not.toBe(etag);
    expect(await sharp(grande.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    const originale = await c.http.get(`${PHOTOS}/${FIRST}/originale`).buffer(true).parse(binary).expect(200);
    expect(originale.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 400 to a bad id or size and 404 to an unknown photo, in French', async () => {
    const c = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const size = (await c.http.get(`${PHOTOS}/${FIRST}/immense`).expect(400)).body;
    expectEnvelope(size, 400, 'VALIDATION');
    expect(size.message).toBe(M.tailleInconnue);
    expect((await c.http.get(`${PHOTOS}/pas-un-id/petite`).expect(400)).body.message).toBe(M.photoIntrouvable);
    const missing = (await c.http.get(`${PHOTOS}/${UNKNOWN}/petite`).expect(404)).body;
    expectEnvelope(missing, 404, 'INTROUVABLE');
    expect(missing.message).toBe(M.photoIntrouvable);
  });
});

describe('staff content', () => {
  let staff: Caller;
  beforeAll(async () => {
    staff = await signInStaff(t.baseUrl, 'se.particuliers');
  });

  it('adds a photo: the large and small versions are generated, it comes last, and every user sees it', async () => {
    const res = await upload(staff, { titre: '  Le toast du président  ' }, [await png(2400, 1600), 'toast président.png']).expect(201);
    const photo = res.body as PhotoContenu;
    expect(photo).toMatchObject({
      titre: 'Le toast du président',
      nomFichier: 'toast président.png',
      typeOriginal: 'image/png',
      ordre: GALERIE_QA_PHOTOS * 10 + 10,
      originale: { largeur: 2400, hauteur: 1600 },
      grande: { largeur: 1600, hauteur: 1067 },
      petite: { largeur: 400, hauteur: 267 },
    });
    expect(galerieFiles().filter((f) => f.startsWith(photo.id))).toEqual([`${photo.id}/grande`, `${photo.id}/originale`, `${photo.id}/petite`]);
    const member = await signIn(t.baseUrl, 'associe@exemple.fr');
    const list = (await member.http.get(PHOTOS).expect(200)).body as Photo[];
    expect(list.at(-1)).toMatchObject({ id: photo.id, titre: 'Le toast du président' });
    const grande = await member.http.get(`${PHOTOS}/${photo.id}/grande`).buffer(true).parse(binary).expect(200);
    expect(await sharp(grande.body as Buffer).metadata()).toMatchObject({ width: 1600, height: 1067 });
    expect(((await staff.http.get(CONTENUS).expect(200)).body as PhotoContenu[]).at(-1)).toMatchObject({ id: photo.id, octets: expect.any(Number) });
    await del(staff, photo.id).expect(204);
  });

  it('turns a photo taken sideways (EXIF orientation) upright', async () => {
    const sideways = await sharp(await png(600, 400))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = (await upload(staff, { titre: 'De côté' }, [sideways, 'cote.jpg']).expect(201)).body as PhotoContenu;
    expect(photo).toMatchObject({ originale: { largeur: 400, hauteur: 600 }, grande: { largeur: 400, hauteur: 600 }, petite: { largeur: 400, hauteur: 600 } });
    await del(staff, photo.id).expect(204);
  });

  describe('refuses bad uploads with a French message and leaves nothing behind', () => {
    const cases: [string, () => Promise<[Record<string, string>, [Buffer, string] | undefined]>, number, string][] = [
      ['no file', async () => [{ titre: 'Photo' }, undefined], 400, M.aucunFichier],
      ['no title', async () => [{}, [await png(40, 30), 'a.png']], 400, M.titreRequis],
      ['a blank title', async () => [{ titre: '   ' }, [await png(40, 30), 'a.png']], 400, M.titreRequis],
      ['a title too long', async () => [{ titre: 'x'.repeat(256) }, [await png(40, 30), 'a.png']], 400, M.titreTropLong],
      ['a gif', async () => [{ titre: 'Photo' }, [Buffer.from('GIF89a\x01\x00\x01\x00'), 'a.gif']], 400, M.fichierTypeRefuse('a.gif')],
      ['text named .png', async () => [{ titre: 'Photo' }, [Buffer.from('pas une image'), 'a.png']], 400, M.fichierContenuIncoherent('a.png')],
      ['an empty file', async () => [{ titre: 'Photo' }, [Buffer.alloc(0), 'a.jpg']], 400, M.fichierVide('a.jpg')],
      [
        'a damaged JPEG',
        async () => [{ titre: 'Photo' }, [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), 'a.jpg']],
        400,
        M.imageIllisible,
      ],
      [
        'a file over 15 Mo',
        async () => [{ titre: 'Photo' }, [Buffer.concat([await png(40, 30), Buffer.alloc(15 * 1024 * 1024)]), 'a.png']],
        413,
        M.fichierTropLourd('a.png'),
      ],
    ];
    it.each(cases)('%s', async (_label, make, status, message) => {
      const before = galerieFiles();
      const [fields, file] = await make();
      const res = await upload(staff, fields, file);
      expect(res.status).toBe(status);
      expectEnvelope(res.body, status);
      expect(res.body.message).toBe(message);
      expect(galerieFiles()).toEqual(before);
      expect(await rowCount()).toBe(GALERIE_QA_PHOTOS);
    });
  });

  it('changes the title and the rank of a photo; the gallery follows the new order', async () => {
    const res = await put(staff, galeriePhotoId(3), { titre: 'Ouverture de la journée', ordre: 1 }).expect(200);
    expect(res.body).toMatchObject({ id: galeriePhotoId(3), titre: 'Ouverture de la journée', ordre: 1 });
    const list = (await staff.http.get(PHOTOS).expect(200)).body as Photo[];
    expect(list[0]).toMatchObject({ id: galeriePhotoId(3), titre: 'Ouverture de la journée' });
    // Without a rank, the rank is kept.
    expect((await put(staff, galeriePhotoId(3), { titre: 'Ouverture' }).expect(200)).body).toMatchObject({ titre: 'Ouverture', ordre: 1 });
  });

  it('answers 400 to a bad edit and 404 to an unknown photo', async () => {
    const ordre = (await put(staff, FIRST, { titre: 'Photo', ordre: -1 }).expect(400)).body;
    expectEnvelope(ordre, 400, 'VALIDATION');
    expect(ordre.issues).toEqual([{ path: 'ordre', message: M.ordreInvalide }]);
    expect((await put(staff, FIRST, { titre: '', ordre: 1 }).expect(400)).body.issues).toEqual([{ path: 'titre', message: M.titreRequis }]);
    expect((await put(staff, FIRST, { titre: 'Photo', ordre: 1, extra: true }).expect(400)).body.code).toBe('VALIDATION');
    expect((await put(staff, 'pas-un-id', { titre: 'Photo', ordre: 1 }).expect(400)).body.message).toBe(M.introuvable);
    const missing = (await put(staff, UNKNOWN, { titre: 'Photo', ordre: 1 }).expect(404)).body;
    expectEnvelope(missing, 404, 'INTROUVABLE');
    expect(missing.message).toBe('Contenu introuvable.');
    expect((await del(staff, UNKNOWN).expect(404)).body.message).toBe('Contenu introuvable.');
    expect((await del(staff, 'pas-un-id').expect(400)).body.message).toBe(M.introuvable);
  });

  it('deletes a photo with its three images', async () => {
    const id = galeriePhotoId(GALERIE_QA_PHOTOS);
    expect(galerieFiles().filter((f) => f.startsWith(id))).toHaveLength(3);
    await del(staff, id).expect(204);
    expect(galerieFiles().filter((f) => f.startsWith(id))).toEqual([]);
    expect(((await staff.http.get(PHOTOS).expect(200)).body as Photo[]).map((p) => p.id)).not.toContain(id);
    await staff.http.get(`${PHOTOS}/${id}/petite`).expect(404);
    await del(staff, id).expect(404);
  });
});

describe('QA data', () => {
  it('db:reset restores the 70 photos with the same bytes and removes the photos added since with their images', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const added = (await upload(staff, { titre: 'Ajoutée par QA' }, [await png(300, 200), 'qa.png']).expect(201)).body as PhotoContenu;
    await put(staff, FIRST, { titre: 'Changée par QA', ordre: 5 }).expect(200);
    const thumbnail = () => fs.readFileSync(path.join(filesDir, 'galerie', galeriePhotoId(2), 'petite'));
    const before = thumbnail();
    await resetAll(t.ds, createBlobStore(t.config));
    const rows: { id: string; titre: string; ordre: number }[] = await t.ds.query(`SELECT id, titre, ordre FROM galerie_photo ORDER BY ordre`);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: GALERIE_QA_PHOTOS }, (_, i) => galeriePhotoId(i + 1)));
    expect(rows[0]).toMatchObject({ ordre: 10, titre: expect.not.stringContaining('QA') });
    expect(galerieFiles().filter((f) => f.startsWith(added.id))).toEqual([]);
    expect(galerieFiles()).toHaveLength(GALERIE_QA_PHOTOS * 3);
    // Drawn from the photo's number only: the same bytes at every seed.
    expect(thumbnail().equals(before)).toBe(true);
  });
});
