import { DUER_LIMITES } from '@portail/contracts';

/** The module's optional remark (max 2048, with a counter): added, edited and removed locally, sent with the save. */
export function ModuleRemarque({ remarque, modifiable, onChange }: { remarque: string | null; modifiable: boolean; onChange: (r: string | null) => void }) {
  if (remarque === null) {
    return modifiable ? (
      <div className="duer-module__remarque">
        <button type="button" className="lien" onClick={() => onChange('')}>
          Ajouter une remarque sur le module
        </button>
      </div>
    ) : null;
  }
  return (
    <div className="duer-module__remarque">
      <label htmlFor="duer-module-remarque">Remarque sur le module</label>
      <textarea
        id="duer-module-remarque"
        className="champ"
        value={remarque}
        maxLength={DUER_LIMITES.remarqueMax}
        disabled={!modifiable}
        aria-describedby="duer-module-remarque-compteur"
        onChange={(e) => onChange(e.target.value)}
      />
      <span id="duer-module-remarque-compteur" className="duer-module__compteur">
        {remarque.length}/{DUER_LIMITES.remarqueMax}
      </span>
      {modifiable && (
        <button type="button" className="lien" onClick={() => onChange(null)}>
          Supprimer la remarque
        </button>
      )}
    </div>
  );
}
