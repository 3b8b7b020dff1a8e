import type { PhotoView } from '@stride/api/contracts/ai';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { photoKeys } from './photo-keys';
import { photoSchema } from './photo-schemas';

const photoListSchema = z.object({ photos: z.array(photoSchema) });

/** GET /api/photos → {photos}, newest first. */
export function listPhotos(signal?: AbortSignal): Promise<PhotoView[]> {
  return apiRequest('/photos', { schema: photoListSchema, signal }).then((body) => body.photos);
}

export function usePhotos() {
  return useQuery<PhotoView[], ApiError>({
    queryKey: photoKeys.list,
    queryFn: ({ signal }) => listPhotos(signal),
  });
}
