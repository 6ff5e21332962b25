import { useState } from 'react';
import { toast } from 'sonner';
import { DUER_LIMITES, DuerMessages as M } from '@portail/contracts';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useCreateModule } from '../api/structure/create-module';
import { useBaseModules } from '../api/structure/get-base-modules';
import { duerErreur } from '../utils/duer-erreur';
import { AddItemDialog } from './common/add-item-dialog';

const annees = () => {
  const max = new Date().getFullYear() + DUER_LIMITES.anneeApresCourante;
  return Array.from({ length: max - DUER_LIMITES.anneeMin + 1 }, (_, i) => max - i);
};

/** 'Ajouter un module': a new name or a base module filtered by text and by year, 'Toutes' = every year (spec 03 §2.3). */
export function ModuleAjoutDialog({ idDuer, idCategorie, onClose }: { idDuer: number; idCategorie: number; onClose: () => void }) {
  const [texte, setTexte] = useState('');
  const [annee, setAnnee] = useState<number | null>(null);
  const recherche = useDebouncedValue(texte.trim(), 300);
  const filtre = { ...(recherche ? { texte: recherche } : {}), ...(annee !== null ? { annee } : {}) };
  const base = useBaseModules(idDuer, idCategorie, filtre, true);
  const create = useCreateModule();
  const filtres = (
    <div className="duer-filtres">
      <div className="champ">
        <label htmlFor="duer-filtre-texte">Rechercher un module</label>
        <input
          id="duer-filtre-texte"
          type="search"
          value={texte}
          maxLength={DUER_LIMITES.libelleMax}
          autoComplete="off"
          onChange={(e) => setTexte(e.target.value)}
        />
      </div>
      <div className="champ">
        <label htmlFor="duer-filtre-annee">Année</label>
        <select id="duer-filtre-annee" value={annee ?? ''} onChange={(e) => setAnnee(e.target.value ? Number(e.target.value) : null)}>
          <option value="">Toutes</option>
          {annees().map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
  return (
    <AddItemDialog
      title="Ajouter un module"
      nouveauLabel="Nouveau module"
      listeLabel="Modules disponibles"
      aucuneSelection={M.aucunModuleSelectionne}
      existantLabel="Module existant"
      items={base.data}
      itemsError={base.isError}
      filtres={filtres}
      busy={create.isPending}
      onConfirm={(element) =>
        create.mutate(
          { idDuer, idCategorie, body: element },
          {
            onSuccess: (m) => {
              toast.success(`Le module « ${m.duerBaseModule.nom} » a été ajouté.`);
              onClose();
            },
            onError: (e) => duerErreur(e, M.moduleCreation),
          },
        )
      }
      onClose={onClose}
    />
  );
}
