import { queryOptions } from '@tanstack/react-query';
import { getBasePictosRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** GET the base pictograms (images in base64), which do not change while the app runs. */
export const getBasePictos = (idDuer: number) => call(getBasePictosRoute, { params: { idDuer } });

export const pictosQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerModuleKeys.pictos(idDuer), queryFn: () => getBasePictos(idDuer), staleTime: Infinity });
