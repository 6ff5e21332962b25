import { useEffect, useState } from 'react';

const MARGE_BAS = 100;

const presDuBas = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - MARGE_BAS;

/** Fixed buttons at the bottom right: up, down (hidden within 100 px of the bottom), add, save (spec 03 §2.4, §9). */
export function BoutonsFlottants({
  ajout,
  enregistrement,
  onAjout,
  onEnregistrer,
}: {
  ajout: boolean;
  enregistrement: boolean;
  onAjout: () => void;
  onEnregistrer: () => void;
}) {
  const [bas, setBas] = useState(false);
  useEffect(() => {
    const update = () => setBas(presDuBas());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return (
    <div className="duer-flottants" data-testid="boutons-flottants">
      <button type="button" className="duer-flottant" aria-label="Remonter en haut de la page" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        ↑
      </button>
      {!bas && (
        <button
          type="button"
          className="duer-flottant"
          aria-label="Descendre en bas de la page"
          onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' })}
        >
          ↓
        </button>
      )}
      {ajout && (
        <button type="button" className="duer-flottant" aria-label="Ajouter un risque" onClick={onAjout}>
          +
        </button>
      )}
      {enregistrement && (
        <button type="button" className="duer-flottant duer-flottant--enregistrer" aria-label="Enregistrer les modifications" onClick={onEnregistrer}>
          ✓
        </button>
      )}
    </div>
  );
}
