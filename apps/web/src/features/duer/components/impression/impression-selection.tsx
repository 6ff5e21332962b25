import { useQueries } from '@tanstack/react-query';
import type { DuerCategorie } from '@portail/contracts';
import { categorieQueryOptions } from '../../api/structure/get-categorie';

const nomUnite = (c: DuerCategorie) => c.duerBaseCategorie.nom;

export function basculer(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id];
}

interface ChoixProps {
  choisis: number[];
  onChange: (ids: number[]) => void;
}

/** The DUER's modules, by work unit (the modules of each unit come from its own screen's call). */
export function ChoixModules({ idDuer, categories, choisis, onChange }: ChoixProps & { idDuer: number; categories: DuerCategorie[] }) {
  const unites = useQueries({ queries: categories.map((c) => categorieQueryOptions(idDuer, c.id)) });
  return (
    <fieldset className="duer-impression__selection">
      <legend>Modules à imprimer</legend>
      {categories.map((c, i) => {
        const q = unites[i]!;
        return (
          <fieldset key={c.id} className="duer-impression__groupe">
            <legend>{nomUnite(c)}</legend>
            {q.isPending && <p className="texte-secondaire">Chargement des modules</p>}
            {q.isError && <p className="texte-secondaire">Les modules de cette unité de travail n’ont pas pu être chargés.</p>}
            {q.data?.modules.length === 0 && <p className="texte-secondaire">Aucun module.</p>}
            {[...(q.data?.modules ?? [])]
              .sort((a, b) => a.ordre - b.ordre)
              .map((m) => (
                <label key={m.id} className="duer-impression__case">
                  <input type="checkbox" checked={choisis.includes(m.id)} onChange={() => onChange(basculer(choisis, m.id))} />
                  {m.duerBaseModule.nom}
                </label>
              ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

export interface OptionsUnites {
  pages: boolean;
  annexes: boolean;
}

/** Work units, with or without the pages and annexes. */
export function ChoixUnites({
  categories,
  choisis,
  onChange,
  options,
  onOptions,
}: ChoixProps & { categories: DuerCategorie[]; options: OptionsUnites; onOptions: (o: OptionsUnites) => void }) {
  return (
    <fieldset className="duer-impression__selection">
      <legend>Unités de travail à imprimer</legend>
      {categories.map((c) => (
        <label key={c.id} className="duer-impression__case">
          <input type="checkbox" checked={choisis.includes(c.id)} onChange={() => onChange(basculer(choisis, c.id))} />
          {nomUnite(c)}
        </label>
      ))}
      <label className="duer-impression__case duer-impression__option">
        <input type="checkbox" checked={options.pages} onChange={(e) => onOptions({ ...options, pages: e.target.checked })} />
        Inclure les pages
      </label>
      <label className="duer-impression__case">
        <input type="checkbox" checked={options.annexes} onChange={(e) => onOptions({ ...options, annexes: e.target.checked })} />
        Inclure les annexes
      </label>
    </fieldset>
  );
}
