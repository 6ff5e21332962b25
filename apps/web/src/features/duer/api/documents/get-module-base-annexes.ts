import { getModuleBaseAnnexesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';

/** GET the base annexes a module may add; cached by baseAnnexesQueryOptions. */
export const getModuleBaseAnnexes = (idDuer: number, idDuerModule: number) => call(getModuleBaseAnnexesRoute, { params: { idDuer, idDuerModule } });
