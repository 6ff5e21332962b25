/** After a 409 on the module's save: the typed values stay on screen; the user reloads the saved version or re-applies them on it. */
export function ConflitModule({ onRecharger, onReappliquer }: { onRecharger: () => void; onReappliquer: () => void }) {
  return (
    <div className="duer-module__conflit" role="group" aria-label="Modifié par une autre personne" data-testid="conflit">
      <p>Ce module a été modifié par une autre personne : vos modifications sont encore affichées, elles ne sont pas enregistrées.</p>
      <button type="button" className="bouton bouton--secondaire" onClick={onRecharger}>
        Recharger la version enregistrée
      </button>
      <button type="button" className="bouton" onClick={onReappliquer}>
        Réappliquer mes modifications
      </button>
    </div>
  );
}
