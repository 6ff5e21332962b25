import { useNavigate, useParams, Link } from 'react-router';
import { toast } from 'sonner';
import { type Emprunt, type EmpruntFormInput, type EmpruntInput, periodesFromDuree } from '@portail/contracts';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { errorText } from '../../../lib/error-handler';
import { toDecimalInput } from '../../../lib/format';
import { useAddEmprunt } from '../api/add-emprunt';
import { useEditEmprunt } from '../api/edit-emprunt';
import { useEmprunts } from '../api/get-emprunts';
import { EmpruntForm, EMPTY_EMPRUNT } from './emprunt-form';
import { EmpruntInfo } from './emprunt-info';
import '../../../styles/emprunts.css';

const LIST_PATH = '/outils/simulateur-emprunt';
const SAVE_ERROR = 'La simulation n’a pas pu être enregistrée. Veuillez réessayer.';

/** A stored loan as the form shows it: the duration in months back to periods of its periodicity (spec 02 §4). */
export function toFormValues(e: Emprunt): EmpruntFormInput {
  return {
    libelle: e.libelle,
    valeurEntree: toDecimalInput(e.valeurEntree),
    taux: toDecimalInput(e.taux),
    periodicite: e.periodicite,
    modeRemboursement: e.modeRemboursement,
    nombrePeriodes: String(periodesFromDuree(e.duree, e.periodicite)),
    exerciceDateDebut: e.exerciceDateDebut,
  };
}

function AddForm({ codeDossier }: { codeDossier: string }) {
  const navigate = useNavigate();
  const add = useAddEmprunt();
  const save = async (body: EmpruntInput) => {
    try {
      await add.mutateAsync({ codeDossier, body });
    } catch (error) {
      return errorText(error, SAVE_ERROR);
    }
    toast.success('La simulation a été enregistrée.');
    await navigate(LIST_PATH);
  };
  return <EmpruntForm defaultValues={EMPTY_EMPRUNT} submitLabel="Enregistrer la simulation" busy={add.isPending} onSubmit={save} />;
}

function EditForm({ codeDossier, id }: { codeDossier: string; id: string }) {
  const navigate = useNavigate();
  const query = useEmprunts(codeDossier);
  const edit = useEditEmprunt();
  const save = async (body: EmpruntInput) => {
    try {
      await edit.mutateAsync({ codeDossier, id, body });
    } catch (error) {
      return errorText(error, SAVE_ERROR);
    }
    toast.success('La simulation a été modifiée.');
    await navigate(LIST_PATH);
  };
  return (
    <QueryState query={query} errorMessage="Une erreur est survenue lors du chargement de l’emprunt." loadingLabel="Chargement de l’emprunt">
      {(list) => {
        const emprunt = list.find((e) => e.id === id);
        if (!emprunt) return <EmptyState>Cette simulation n’existe pas ou a été supprimée.</EmptyState>;
        return (
          <EmpruntForm key={emprunt.id} defaultValues={toFormValues(emprunt)} submitLabel="Modifier la simulation" busy={edit.isPending} onSubmit={save} />
        );
      }}
    </QueryState>
  );
}

/** /outils/ajout-edit-emprunt and /outils/ajout-edit-emprunt/{id}: the loan form, pre-filled when editing. */
export default function EmpruntFormPage() {
  const { id } = useParams();
  const { dossier } = useSelectedDossier();
  return (
    <div className="page emprunts">
      <ToolHeader slug="simulateur-emprunt" title={id ? 'Modifier une simulation d’emprunt' : 'Nouvelle simulation d’emprunt'} info={<EmpruntInfo />} />
      <p>
        <Link to={LIST_PATH}>Retour au simulateur d’emprunt</Link>
      </p>
      {!dossier ? (
        <EmptyState>Aucun dossier sélectionné.</EmptyState>
      ) : id ? (
        <EditForm codeDossier={dossier.codeDossier} id={id} />
      ) : (
        <AddForm codeDossier={dossier.codeDossier} />
      )}
    </div>
  );
}
