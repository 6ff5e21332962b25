import { useState } from 'react';
import { DUER_TEXTES_LIMITES as L, PreambuleCategorieUpdateSchema } from '@portail/contracts';
import { openErrorDialog } from '../../../../lib/error-dialog';

/** A preamble category's title, edited in place with validate and cancel (spec 03 §2.8); an empty title is refused (§5). */
export function CategorieTitre({ titre, modifiable, onValider }: { titre: string; modifiable: boolean; onValider: (titre: string) => void }) {
  const [edition, setEdition] = useState<string | null>(null);
  if (edition === null) {
    return (
      <div className="duer-textes__categorie-titre">
        <h3>{titre}</h3>
        {modifiable && (
          <button type="button" className="bouton-icone" aria-label={`Modifier le titre de la catégorie ${titre}`} onClick={() => setEdition(titre)}>
            ✎
          </button>
        )}
      </div>
    );
  }
  const valider = () => {
    const parsed = PreambuleCategorieUpdateSchema.shape.titre.safeParse(edition);
    if (!parsed.success) return openErrorDialog(parsed.error.issues[0]?.message ?? '');
    setEdition(null);
    onValider(parsed.data);
  };
  return (
    <div className="duer-textes__categorie-titre">
      <input
        type="text"
        aria-label="Titre de la catégorie"
        value={edition}
        maxLength={L.titreMax}
        autoComplete="off"
        onChange={(e) => setEdition(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') valider();
          if (e.key === 'Escape') setEdition(null);
        }}
      />
      <button type="button" className="bouton" onClick={valider}>
        Valider
      </button>
      <button type="button" className="bouton bouton--secondaire" onClick={() => setEdition(null)}>
        Annuler
      </button>
    </div>
  );
}
