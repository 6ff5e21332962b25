import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPhotoImageRoute, getPhotosRoute, routePath, type Photo, type TaillePhoto } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const photosKeys = { list: () => ['photos'] as const };

/** GET /api/oneday/photos. */
export const getPhotos = (): Promise<Photo[]> => call(getPhotosRoute);

export const photosQueryOptions = () => queryOptions({ queryKey: photosKeys.list(), queryFn: getPhotos });

export const usePhotos = () => useQuery(photosQueryOptions());

/** Address of one version of a photo (GET /api/oneday/photos/{id}/{taille}), for an <img> or a download. */
export const photoUrl = (id: string, taille: TaillePhoto) => routePath(getPhotoImageRoute, { id, taille });

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Name of a downloaded original: 'one-day-07.jpg' for the seventh photo shown. */
export const downloadName = (position: number, typeOriginal: string) => `one-day-${String(position).padStart(2, '0')}.${EXTENSIONS[typeOriginal] ?? 'jpg'}`;
