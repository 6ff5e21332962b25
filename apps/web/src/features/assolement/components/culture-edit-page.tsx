import * as Dialog from '@radix-ui/react-dialog';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  ASSOLEMENT_LIMITES as L,
  type Assolement,
  type AssolementCulture,
  type AssolementFormOutput,
  AssolementFormSchema,
  type AssolementFormValues,
  AssolementMessages as M,
  assolementValideMessage,
  type CultureType,
  millesimesOfferts,
  parseDecimal,
  rendementAuDessusDuMax,
} from '@portail/contracts';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { errorText } from '../../../lib/error-handler';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { useAddCulture } from '../api/add-culture';
import { useEditCulture } from '../api/edit-culture';
import { useAssolement, useCultures } from '../../../lib/api/assolement';
import { availableCultures, isAllowedNumericKey } from '../utils/cultures';
import { AssolementInfo } from './assolement-info';
import { CulturePicker } from './culture-picker';
import '../../../styles/assolement.css';

const blockKeys = (allowMinus: boolean) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (!isAllowedNumericKey(e.key, allowMinus, e.ctrlKey || e.metaKey || e.altKey)) e.preventDefault();
};

const toValues = (l: AssolementCulture | undefined): AssolementFormValues => ({
  culture: l ? String(l.culture.idtCultureTypeTRAME) : '',
  surface: l ? String(l.surface) : '',
  rendement: l?.rendement === null || l?.rendement === undefined ? '' : String(l.rendement),
  libellePerso: l?.libellePerso ?? '',
  estDerobee: l?.estDerobee ?? false,
});

interface CultureFormProps {
  codeDossier: string;
  millesime: number;
  assolement: Assolement;
  cultures: CultureType[];
  ligne: AssolementCulture | undefined;
}

/** Add or edit one crop line: the spec's checks in order (§5), messages in the app's dialog, the yield above the crop's max warned. */
export function CultureForm({ codeDossier, millesime, assolement, cultures, ligne }: CultureFormProps) {
  const navigate = useNavigate();
  const add = useAddCulture();
  const edit = useEditCulture();
  const [message, setMessage] = useState<string | null>(null);
  const choices = availableCultures(cultures, assolement.cultures, ligne?.id);
  const { register, handleSubmit, control, setValue } = useForm<AssolementFormValues, unknown, AssolementFormOutput>({
    resolver: zodResolver(AssolementFormSchema),
    defaultValues: toValues(ligne),
    shouldFocusError: false,
  });
  const values = useWatch({ control });
  const selected = cultures.find((c) => String(c.idtCultureTypeTRAME) === values.culture) ?? null;
  const rendement = values.rendement?.trim() ? parseDecimal(values.rendement) : null;
  const warning = rendementAuDessusDuMax(rendement, selected?.rendementMax);
  const listPath = `/outils/assolement?millesime=${millesime}`;

  const onInvalid = (errors: FieldErrors<AssolementFormValues>) => setMessage(Object.values(errors).find((e) => e?.message)?.message ?? null);
  const submit = handleSubmit(async (body) => {
    const libellePerso = selected?.estIntituleModifiable ? body.libellePerso : null;
    try {
      if (ligne) await edit.mutateAsync({ ...body, libellePerso, codeDossier, idAssolementCulture: ligne.id });
      else await add.mutateAsync({ ...body, libellePerso, codeDossier, millesime });
    } catch (error) {
      setMessage(errorText(error, ligne ? M.modification : M.ajout));
      return;
    }
    toast.success(ligne ? 'La culture a été modifiée.' : 'La culture a été ajoutée.');
    await navigate(listPath);
  }, onInvalid);

  return (
    <>
      <form className="assolement-formulaire" noValidate onSubmit={(e) => void submit(e)} data-testid="formulaire-culture">
        <Controller
          control={control}
          name="culture"
          render={() => <CulturePicker cultures={choices} selected={selected} onSelect={(c) => setValue('culture', String(c.idtCultureTypeTRAME))} />}
        />
        {selected?.estIntituleModifiable && (
          <FormField id="culture-libelle" label="Libellé de la culture">
            {(a11y) => <input {...a11y} type="text" maxLength={L.libellePersoMax} {...register('libellePerso')} />}
          </FormField>
        )}
        <FormField id="culture-surface" label="Surface (ha)">
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              inputMode="decimal"
              data-min={L.surfaceMin}
              data-max={L.surfaceMax}
              onKeyDown={blockKeys(false)}
              {...register('surface')}
            />
          )}
        </FormField>
        <FormField
          id="culture-rendement"
          label="Rendement (t/ha)"
          hint={selected?.rendementMax ? `Rendement maximal attendu : ${String(selected.rendementMax).replace('.', ',')} t/ha` : undefined}
        >
          {(a11y) => <input {...a11y} type="text" inputMode="decimal" onKeyDown={blockKeys(true)} {...register('rendement')} />}
        </FormField>
        {warning && (
          <p className="assolement__avertissement" role="alert" data-testid="avertissement-rendement">
            {M.rendementIncorrect}
          </p>
        )}
        <div className="champ champ--case">
          <input id="culture-derobee" type="checkbox" {...register('estDerobee')} />
          <label htmlFor="culture-derobee">Culture dérobée</label>
        </div>
        <div className="assolement__actions">
          <button type="submit" className="bouton" disabled={add.isPending || edit.isPending}>
            {ligne ? 'Modifier la culture' : 'Ajouter la culture'}
          </button>
          <Link to={listPath}>Retour à l’assolement</Link>
        </div>
      </form>
      <Dialog.Root open={message !== null} onOpenChange={(open) => !open && setMessage(null)}>
        <DialogFrame title="Culture" variant="erreur" testId="dialogue-culture" actions={<DialogCloseButton>Fermer</DialogCloseButton>}>
          {message}
        </DialogFrame>
      </Dialog.Root>
    </>
  );
}

function Edition({ codeDossier, millesime, ligneId }: { codeDossier: string; millesime: number; ligneId: string | null }) {
  const theme = useAppTheme();
  const cultures = useCultures();
  const assolement = useAssolement(codeDossier, millesime);
  return (
    <QueryState query={cultures} errorMessage={M.chargementCultures} loadingLabel="Chargement des cultures">
      {(types) => (
        <QueryState query={assolement} errorMessage={M.chargementAssolements} loadingLabel="Chargement de l’assolement">
          {(data) => {
            if (data.dossier.estDefinitif)
              return <p className="assolement__valide">{assolementValideMessage(millesime, data.dossier.validePar ?? theme.entityName)}</p>;
            const ligne = ligneId ? data.cultures.find((c) => c.id === ligneId) : undefined;
            if (ligneId && !ligne) return <EmptyState>{M.ligneIntrouvable}</EmptyState>;
            return <CultureForm key={ligneId ?? 'nouvelle'} codeDossier={codeDossier} millesime={millesime} assolement={data} cultures={types} ligne={ligne} />;
          }}
        </QueryState>
      )}
    </QueryState>
  );
}

/** /outils/assolement/culture?millesime=&assolementId=: add a crop line, or edit the line assolementId. */
export default function CultureEditPage() {
  const { dossier } = useSelectedDossier();
  const [params] = useSearchParams();
  const wanted = Number(params.get('millesime'));
  const millesime = millesimesOfferts().includes(wanted) ? wanted : new Date().getFullYear();
  const ligneId = params.get('assolementId');
  return (
    <div className="page assolement">
      <ToolHeader slug="assolement" title={ligneId ? `Modifier une culture (${millesime})` : `Ajouter une culture (${millesime})`} info={<AssolementInfo />} />
      {dossier ? <Edition codeDossier={dossier.codeDossier} millesime={millesime} ligneId={ligneId} /> : <EmptyState>Aucun dossier sélectionné.</EmptyState>}
    </div>
  );
}
