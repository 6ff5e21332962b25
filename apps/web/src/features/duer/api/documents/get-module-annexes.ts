import { getModuleAnnexesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';

/** GET (DuerAnnexesModuleFetch) a module's annexes and the caller's rights; cached by annexesQueryOptions. */
export const getModuleAnnexes = (idDuer: number, idDuerModule: number) => call(getModuleAnnexesRoute, { params: { idDuer, idDuerModule } });
