import { DocumentsMessages as M, GED_MAX_FILE_BYTES } from '@portail/contracts';
import { ApiError } from '../../../lib/api-error';
import { addFiles, batchSummary, queueReducer, sendBatch, uploadErrorMessage, type QueueAction, type UploadEntry } from './upload-queue';

const file = (name: string, size = 10) => ({ name, size }) as File;
const listOf = (...files: File[]) => addFiles([], files).entries;

describe('addFiles', () => {
  it('adds accepted files as waiting, with their icon and no progress', () => {
    const { entries, alerts } = addFiles([], [file('bilan.PDF'), file('photo.jpeg')]);
    expect(alerts).toEqual([]);
    expect(entries.map((e) => [e.name, e.icon, e.status, e.uploadPercentage])).toEqual([
      ['bilan.PDF', 'pdf', 'enattente', 0],
      ['photo.jpeg', 'jpeg', 'enattente', 0],
    ]);
  });

  it('refuses a whole drop that would make more than 100 files', () => {
    const ninety = listOf(...Array.from({ length: 90 }, (_, i) => file(`f${i}.pdf`)));
    const drop = Array.from({ length: 11 }, (_, i) => file(`g${i}.pdf`));
    const result = addFiles(ninety, drop);
    expect(result.alerts).toEqual([M.tropDeFichiers]);
    expect(result.entries).toHaveLength(90);
    expect(addFiles(ninety, drop.slice(0, 10)).entries).toHaveLength(100);
    expect(
      addFiles(
        [],
        Array.from({ length: 101 }, (_, i) => file(`h${i}.pdf`)),
      ).alerts,
    ).toEqual([M.tropDeFichiers]);
  });

  it('leaves out empty files, files over 25 Mo and refused types, naming each; keeps the others', () => {
    const { entries, alerts } = addFiles(
      [],
      [file('vide.pdf', 0), file('gros.pdf', GED_MAX_FILE_BYTES + 1), file('page.html'), file('ok.xlsx', GED_MAX_FILE_BYTES)],
    );
    expect(alerts).toEqual([M.fichierVide('vide.pdf'), M.fichierTropLourd('gros.pdf'), M.fichierTypeRefuse('page.html')]);
    expect(alerts[0]).toBe('Le fichier vide.pdf est vide, merci de sélectionner un fichier valide.');
    expect(alerts[1]).toBe('Le fichier gros.pdf est trop volumineux, le poids maximal est 25 Mo');
    expect(entries.map((e) => e.name)).toEqual(['ok.xlsx']);
  });

  it('ignores a name already listed, also within the same drop', () => {
    const first = listOf(file('a.pdf'));
    const { entries, alerts } = addFiles(first, [file('a.pdf', 99), file('b.pdf'), file('b.pdf')]);
    expect(alerts).toEqual([]);
    expect(entries.map((e) => [e.name, e.size])).toEqual([
      ['a.pdf', 10],
      ['b.pdf', 10],
    ]);
  });
});

describe('queueReducer', () => {
  it('moves a file waiting → in progress → sent (it leaves the list), or → error with its message', () => {
    let state = listOf(file('a.pdf'), file('b.pdf'));
    state = queueReducer(state, { type: 'start', name: 'a.pdf' });
    expect(state[0]).toMatchObject({ status: 'encours', uploadPercentage: 0 });
    state = queueReducer(state, { type: 'progress', name: 'a.pdf', percentage: 42 });
    expect(state[0].uploadPercentage).toBe(42);
    state = queueReducer(state, { type: 'sent', name: 'a.pdf' });
    expect(state.map((e) => e.name)).toEqual(['b.pdf']);
    state = queueReducer(state, { type: 'failed', name: 'b.pdf', message: 'KO' });
    expect(state[0]).toMatchObject({ status: 'erreur', uploadErrorMessage: 'KO' });
    state = queueReducer(state, { type: 'start', name: 'b.pdf' });
    expect(state[0]).toMatchObject({ status: 'encours', uploadErrorMessage: null });
  });

  it('never removes the file being sent', () => {
    const state = queueReducer(listOf(file('a.pdf')), { type: 'start', name: 'a.pdf' });
    expect(queueReducer(state, { type: 'remove', name: 'a.pdf' })).toHaveLength(1);
    expect(queueReducer(listOf(file('a.pdf')), { type: 'remove', name: 'a.pdf' })).toHaveLength(0);
  });
});

const apiError = (statusCode: number, displayable = false, message = 'x') => new ApiError({ statusCode, code: `E${statusCode}`, message, displayable });

describe('uploadErrorMessage', () => {
  it('maps 413, a body with a code and anything else to the spec’s messages', () => {
    expect(uploadErrorMessage(apiError(413))).toBe("Échec de l'envoi du document, celui-ci est trop lourd.");
    expect(uploadErrorMessage(apiError(400, true, M.fichierContenuIncoherent('a.pdf')))).toBe(M.fichierContenuIncoherent('a.pdf'));
    expect(uploadErrorMessage(apiError(500))).toBe("Échec de l'envoi du document, veuillez réssayer.");
    expect(uploadErrorMessage(new Error('réseau'))).toBe(M.envoiEchec);
  });
});

describe('sendBatch', () => {
  function run(entries: UploadEntry[], outcome: (name: string) => unknown) {
    const actions: QueueAction[] = [];
    let state = entries;
    const sentOrder: string[] = [];
    const promise = sendBatch(
      entries,
      async (entry, onProgress) => {
        sentOrder.push(entry.name);
        onProgress(50);
        const failure = outcome(entry.name);
        if (failure) throw failure;
      },
      (action) => {
        actions.push(action);
        state = queueReducer(state, action);
      },
    );
    return promise.then((result) => ({ result, actions, state, sentOrder }));
  }

  it('sends the files one at a time with their progress; sent ones leave the list, failed ones stay with their message', async () => {
    const { result, actions, state, sentOrder } = await run(listOf(file('a.pdf'), file('b.pdf'), file('c.pdf')), (name) =>
      name === 'b.pdf' ? apiError(413) : null,
    );
    expect(sentOrder).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(result).toEqual({ sent: 2, failed: 1, aborted: false });
    expect(actions.filter((a) => a.type === 'start' || a.type === 'sent' || a.type === 'failed').map((a) => `${a.type}:${'name' in a ? a.name : ''}`)).toEqual([
      'start:a.pdf',
      'sent:a.pdf',
      'start:b.pdf',
      'failed:b.pdf',
      'start:c.pdf',
      'sent:c.pdf',
    ]);
    expect(actions).toContainEqual({ type: 'progress', name: 'a.pdf', percentage: 50 });
    expect(state).toHaveLength(1);
    expect(state[0]).toMatchObject({ name: 'b.pdf', status: 'erreur', uploadErrorMessage: M.envoiTropLourd });
  });

  it('stops the whole batch on a 401: the files after it stay waiting and are not sent', async () => {
    const { result, state, sentOrder } = await run(listOf(file('a.pdf'), file('b.pdf'), file('c.pdf')), (name) => (name === 'b.pdf' ? apiError(401) : null));
    expect(result).toEqual({ sent: 1, failed: 0, aborted: true });
    expect(sentOrder).toEqual(['a.pdf', 'b.pdf']);
    expect(state.map((e) => [e.name, e.status])).toEqual([
      ['b.pdf', 'erreur'],
      ['c.pdf', 'enattente'],
    ]);
    expect(state[0].uploadErrorMessage).toBe("Il semblerait que vous n'êtes plus connecté...");
  });

  it('sends a failed file again with the next batch', async () => {
    const first = await run(listOf(file('a.pdf')), () => apiError(500));
    const second = await run(first.state, () => null);
    expect(second.result).toEqual({ sent: 1, failed: 0, aborted: false });
    expect(second.state).toEqual([]);
  });
});

describe('batchSummary', () => {
  it('gives the counts, with the assistance line when some failed', () => {
    expect(batchSummary({ sent: 3, failed: 0 })).toBe('3 documents envoyés.');
    expect(batchSummary({ sent: 1, failed: 2 })).toBe("1 document envoyé, 2 documents en échec : si le problème persiste, contactez l'assistance.");
  });
});
