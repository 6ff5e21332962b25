import { ApiError } from '../../../lib/api-client';
import { issueOfError, issueOfEtat, loadErrorMessage } from './invitation-outcome';

const apiError = (statusCode: number, code: string, displayable = true, message = 'Message du serveur') =>
  new ApiError({ statusCode, code, message, displayable });

describe('invitation outcome messages (spec 01 §8)', () => {
  it('maps the states of a loaded invitation', () => {
    expect(issueOfEtat('enAttente')).toBeNull();
    expect(issueOfEtat('refusee')).toEqual({ kind: 'used', message: "L'invitation a déjà été acceptée ou refusée" });
    expect(issueOfEtat('expiree')?.message).toBe("L'invitation a expiré. Vous pouvez demander au gérant de vous ré-inviter.");
  });

  it('maps accept failures, falling back on the accept error', () => {
    expect(issueOfError(apiError(409, 'INVITATION_UTILISEE')).kind).toBe('used');
    expect(issueOfError(apiError(409, 'INVITATION_EXPIREE')).kind).toBe('expired');
    expect(issueOfError(apiError(403, 'INTERDIT'))).toEqual({ kind: 'error', message: 'Message du serveur' });
    expect(issueOfError(apiError(500, 'ERREUR_INTERNE', false)).message).toBe("Une erreur est survenue lors de l'acceptation de l'invitation.");
    expect(issueOfError(new Error('réseau')).kind).toBe('error');
  });

  it('tells an unknown invitation from a load error', () => {
    expect(loadErrorMessage(apiError(404, 'INTROUVABLE'))).toBe("Cette invitation n'existe pas ou a été supprimée.");
    expect(loadErrorMessage(apiError(500, 'ERREUR_INTERNE', false))).toBe("Une erreur est survenue lors de la récupération de l'invitation.");
  });
});
