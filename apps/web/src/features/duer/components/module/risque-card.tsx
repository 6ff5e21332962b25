import { useId, useState } from 'react';
import {
  type BasePicto,
  type DuerDroits,
  type DuerRisque,
  DUER_LIMITES,
  estNouvelleMethode,
  formatScore,
  type HistoriqueModule,
  niveauOf,
  NON_INITIALISE,
} from '@portail/contracts';
import { type ChampCotation, type ChampMesure, type ColonneHistorique, echelle, etapeDe, type RisqueEdition, valeurDe } from '../../utils/module-edit';
import { HistoriqueDialog, HistoriqueIcon } from './historique-dialog';

const NIVEAU_CLASSE: Record<string, string> = {
  Faible: 'faible',
  'À surveiller': 'surveiller',
  Important: 'important',
  Préoccupant: 'preoccupant',
  [NON_INITIALISE]: 'non-initialise',
};

const COTATIONS: { champ: ChampCotation; libelle: string }[] = [
  { champ: 'gravite', libelle: 'Gravité' },
  { champ: 'frequence', libelle: 'Fréquence' },
  { champ: 'maitrise', libelle: 'Maîtrise' },
];
const MESURES: { champ: ChampMesure; libelle: string }[] = [
  { champ: 'mesureExistante', libelle: 'Mesures existantes' },
  { champ: 'mesureAFaire', libelle: 'Mesures à mettre en place' },
  { champ: 'mesureQui', libelle: 'Qui ?' },
  { champ: 'mesureDelai', libelle: 'Délai' },
];

const formatValeur = (v: number | null) => (v === null ? 'non renseignée' : String(v).replace('.', ','));

export interface RisqueCardProps {
  risque: DuerRisque & RisqueEdition;
  versionCalculRisque: number;
  droits: DuerDroits;
  historique: HistoriqueModule | undefined;
  basePictos: BasePicto[] | undefined;
  /** First and last risk of its operation: that arrow is disabled. */
  premier: boolean;
  dernier: boolean;
  onMove: (sens: -1 | 1) => void;
  onChange: (patch: Partial<Omit<RisqueEdition, 'id'>>) => void;
  onCotation: (champ: ChampCotation, valeur: number) => void;
  onInitialiser: () => void;
  onRename: () => void;
  onDelete: () => void;
  onPictos: () => void;
}

function BoutonHistorique({ libelle, onOpen }: { libelle: string; onOpen: () => void }) {
  return (
    <button type="button" className="bouton-icone duer-risque__historique" aria-label={`Historique : ${libelle}`} title="Historique" onClick={onOpen}>
      <HistoriqueIcon />
    </button>
  );
}

/** A risk card: active flag, order within its operation, ratings with their score badge, measures, pictograms (spec 03 §2.4, §4, §5, §6). */
export function RisqueCard(props: RisqueCardProps) {
  const { risque, versionCalculRisque, droits, historique, basePictos } = props;
  const id = useId();
  const [colonne, setColonne] = useState<{ champ: ColonneHistorique; libelle: string } | null>(null);
  const lecture = !droits.droitModifs;
  const niveau = niveauOf(risque, versionCalculRisque);
  const score = formatScore(risque, versionCalculRisque);
  const cotations = COTATIONS.filter((c) => c.champ !== 'maitrise' || !estNouvelleMethode(versionCalculRisque));
  const nom = risque.duerBaseRisque.nom;
  const historiqueDe = (champ: ColonneHistorique, libelle: string) =>
    droits.estCollaborateur && historique ? <BoutonHistorique libelle={libelle} onOpen={() => setColonne({ champ, libelle })} /> : null;
  const badgeClasse = `duer-badge duer-badge--${NIVEAU_CLASSE[niveau]}`;
  const badgeTexte = score ? `${score} - ${niveau}` : niveau;

  return (
    <article className={`duer-risque${risque.estActif ? '' : ' duer-risque--inactif'}`} aria-labelledby={`${id}-nom`} data-testid="risque">
      <header className="duer-risque__entete">
        <label className="duer-risque__actif">
          <input type="checkbox" checked={risque.estActif} disabled={lecture} onChange={(e) => props.onChange({ estActif: e.target.checked })} />
          Actif
        </label>
        <h3 id={`${id}-nom`} className="duer-risque__nom">
          {nom}
        </h3>
        {droits.droitModifs && (
          <>
            <button type="button" className="bouton-icone" aria-label={`Monter le risque ${nom}`} disabled={props.premier} onClick={() => props.onMove(-1)}>
              ↑
            </button>
            <button type="button" className="bouton-icone" aria-label={`Descendre le risque ${nom}`} disabled={props.dernier} onClick={() => props.onMove(1)}>
              ↓
            </button>
          </>
        )}
        {droits.droitCreation && (
          <>
            <button type="button" className="lien" aria-label={`Renommer le risque ${nom}`} onClick={props.onRename}>
              Renommer
            </button>
            <button type="button" className="lien" aria-label={`Supprimer le risque ${nom}`} onClick={props.onDelete}>
              Supprimer
            </button>
          </>
        )}
        {droits.droitModifs && (
          <button type="button" className="lien" aria-label={`Pictogrammes du risque ${nom}`} onClick={props.onPictos}>
            Pictogrammes
          </button>
        )}
      </header>
      {risque.duerPictos.length > 0 && (
        <ul className="duer-risque__pictos" aria-label="Pictogrammes">
          {risque.duerPictos.map((p) => {
            const base = basePictos?.find((b) => b.id === p.duerBasePicto.id);
            return (
              <li key={p.id}>
                {base && <img src={`data:${base.typeMime};base64,${base.imageBase64}`} alt={base.nom} height={64} />}
                <span>{p.description}</span>
              </li>
            );
          })}
        </ul>
      )}
      {risque.estActif && (
        <div className="duer-risque__detail">
          <div className="duer-risque__cotation">
            {cotations.map(({ champ, libelle }) => {
              const values = echelle(champ, versionCalculRisque);
              const valeur = risque[champ];
              return (
                <div className="duer-curseur" key={champ}>
                  <label htmlFor={`${id}-${champ}`}>
                    {libelle} : {formatValeur(valeur)}
                  </label>
                  {historiqueDe(champ, libelle)}
                  <input
                    id={`${id}-${champ}`}
                    type="range"
                    min={1}
                    max={values.length}
                    step={1}
                    value={etapeDe(valeur, champ, versionCalculRisque)}
                    aria-valuetext={formatValeur(valeur)}
                    disabled={lecture}
                    onChange={(e) => props.onCotation(champ, valeurDe(Number(e.target.value), champ, versionCalculRisque))}
                  />
                </div>
              );
            })}
            {niveau === NON_INITIALISE && !lecture ? (
              <button type="button" className={badgeClasse} data-testid="badge-risque" data-niveau={niveau} onClick={props.onInitialiser}>
                {badgeTexte}
              </button>
            ) : (
              <span className={badgeClasse} data-testid="badge-risque" data-niveau={niveau}>
                {badgeTexte}
              </span>
            )}
          </div>
          <div className="duer-risque__mesures">
            {MESURES.map(({ champ, libelle }) => (
              <div className="duer-mesure" key={champ}>
                <label htmlFor={`${id}-${champ}`}>{libelle}</label>
                {historiqueDe(champ, libelle)}
                <textarea
                  id={`${id}-${champ}`}
                  className="champ"
                  value={risque[champ]}
                  maxLength={DUER_LIMITES.mesureMax}
                  disabled={lecture}
                  onChange={(e) => props.onChange({ [champ]: e.target.value })}
                />
              </div>
            ))}
          </div>
        </div>
      )}
      {colonne && historique && (
        <HistoriqueDialog historique={historique} idRisque={risque.id} colonne={colonne.champ} libelle={colonne.libelle} onClose={() => setColonne(null)} />
      )}
    </article>
  );
}
