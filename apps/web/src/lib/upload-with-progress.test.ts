import { uploadDocumentRoute } from '@portail/contracts';
import { configureApiClient, resetCsrfToken, setCodeDossierCollaborateur } from './api-client';
import { ApiError } from './api-error';
import { uploadWithProgress } from './upload-with-progress';

/** A stand-in XMLHttpRequest answering with the status and body the test gives, after reporting upload progress. */
class FakeXhr {
  static answers: { status: number; body: unknown }[] = [];
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send() {
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift()!;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 1024 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1024, total: 1024 });
      this.status = answer.status;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

const envelope = (statusCode: number, code: string, message: string) => ({ statusCode, code, message, displayable: true, correlationId: 'c' });
const form = () => {
  const body = new FormData();
  body.append('codedossier', '010001');
  return body;
};

beforeEach(() => {
  FakeXhr.answers = [];
  FakeXhr.sent = [];
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  resetCsrfToken();
  setCodeDossierCollaborateur(null);
  configureApiClient({
    fetchImpl: async () => new Response(JSON.stringify({ csrfToken: 'jeton' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  });
});

describe('uploadWithProgress', () => {
  it('posts to the route with the CSRF token and the collaborator’s dossier, reports progress and parses the answer', async () => {
    setCodeDossierCollaborateur('010002');
    FakeXhr.answers.push({ status: 201, body: { id: '0f000000-0000-4000-8000-000000000009', nomFichier: 'a.pdf', taille: 1024 } });
    const progress: number[] = [];
    const result = await uploadWithProgress(uploadDocumentRoute, { query: { codeDossier: '010001' }, body: form() }, { onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ id: '0f000000-0000-4000-8000-000000000009', nomFichier: 'a.pdf', taille: 1024 });
    expect(progress).toEqual([50, 100]);
    const [xhr] = FakeXhr.sent;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/documents/upload?codeDossier=010001', true]);
    expect(xhr.headers).toMatchObject({ 'x-csrf-token': 'jeton', 'x-code-dossier': '010002' });
  });

  it('rejects with the server’s envelope (status, code, message), or a generic error for a bare 413', async () => {
    FakeXhr.answers.push({
      status: 400,
      body: envelope(400, 'FICHIER_REFUSE', 'Le fichier a.pdf ne correspond pas à son extension, merci de sélectionner un fichier valide.'),
    });
    const refused = await uploadWithProgress(uploadDocumentRoute, { query: { codeDossier: '010001' }, body: form() }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, code: 'FICHIER_REFUSE', displayable: true });

    FakeXhr.answers.push({ status: 413, body: undefined });
    const heavy = await uploadWithProgress(uploadDocumentRoute, { query: { codeDossier: '010001' }, body: form() }).catch((e: unknown) => e);
    expect(heavy).toMatchObject({ status: 413, displayable: false });
  });

  it('renews a stale CSRF token once and sends again', async () => {
    FakeXhr.answers.push(
      { status: 403, body: envelope(403, 'CSRF_INVALIDE', 'Jeton') },
      { status: 201, body: { id: '0f000000-0000-4000-8000-000000000009', nomFichier: 'a.pdf', taille: 3 } },
    );
    await expect(uploadWithProgress(uploadDocumentRoute, { query: { codeDossier: '010001' }, body: form() })).resolves.toMatchObject({ taille: 3 });
    expect(FakeXhr.sent).toHaveLength(2);
  });
});
