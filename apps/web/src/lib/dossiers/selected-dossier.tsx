import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DroitDossier, Droits } from '@portail/contracts';
import { StorageKey } from '../../config/storage-keys';
import { getCodeDossierCollaborateur, setCodeDossierCollaborateur } from '../api-client';
import { clearDossierData } from '../query-client';
import { readStorage, writeStorage } from '../storage';
import { effectiveModules } from '../modules';
import { refreshDroits } from '../api/get-droits';
import { chooseSelectedDossier, isDossierAccessible } from './dossier-selection';

interface SelectedDossierValue {
  droits: Droits;
  dossier: DroitDossier | null;
  /** Modules of the selected dossier plus user-level modules. */
  modules: string[];
  isCollaborateur: boolean;
  /** Selects a dossier; resolves false when the user cannot access it. */
  selectDossier: (codeDossier: string) => Promise<boolean>;
}

const SelectedDossierContext = createContext<SelectedDossierValue | null>(null);

export function SelectedDossierProvider({ droits, children }: { droits: Droits; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(() => readStorage(StorageKey.wantedCodeDossier));
  const [codeCollaborateur, setCodeCollaborateur] = useState(() => getCodeDossierCollaborateur());
  const isCollaborateur = droits.typeUtilisateur === 'collab';

  const dossier = useMemo(
    () => chooseSelectedDossier({ droits, wantedCodeDossier: wanted, codeDossierCollaborateur: codeCollaborateur }),
    [droits, wanted, codeCollaborateur],
  );

  const selectDossier = useCallback(
    async (codeDossier: string) => {
      if (isCollaborateur) {
        // The server adds the dossier sent as x-code-dossier to the collaborator's rights.
        setCodeDossierCollaborateur(codeDossier);
        await clearDossierData(queryClient);
        const fresh = await refreshDroits(queryClient);
        const accessible = isDossierAccessible(fresh, codeDossier);
        if (!accessible) setCodeDossierCollaborateur(null);
        setCodeCollaborateur(accessible ? codeDossier : null);
        return accessible;
      }
      if (!isDossierAccessible(droits, codeDossier)) return false;
      writeStorage(StorageKey.wantedCodeDossier, codeDossier);
      setWanted(codeDossier);
      await clearDossierData(queryClient);
      return true;
    },
    [droits, isCollaborateur, queryClient],
  );

  const value = useMemo<SelectedDossierValue>(
    () => ({ droits, dossier, modules: effectiveModules(dossier, droits), isCollaborateur, selectDossier }),
    [droits, dossier, isCollaborateur, selectDossier],
  );

  return <SelectedDossierContext.Provider value={value}>{children}</SelectedDossierContext.Provider>;
}

export function useSelectedDossier(): SelectedDossierValue {
  const value = useContext(SelectedDossierContext);
  if (!value) throw new Error('useSelectedDossier doit être utilisé sous SelectedDossierProvider');
  return value;
}
