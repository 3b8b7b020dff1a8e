import type { PhotoView } from '@stride/api/contracts/ai';
import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { photoKeys } from './photo-keys';

export type PhotoSize = 'thumb' | 'original';

/**
 * GET /api/photos/{id}?size=thumb|original → the image bytes. Fetched with the token (an <img>
 * cannot send X-Stride-Auth) and shown from an object URL.
 */
export async function getPhotoImage(
  photo: Pick<PhotoView, 'url' | 'thumbnailUrl'>,
  size: PhotoSize,
  signal?: AbortSignal,
): Promise<Blob> {
  const url = size === 'thumb' ? photo.thumbnailUrl : photo.url;
  // The API answers paths that start with /api; the client adds that prefix itself.
  const path = url.replace(/^\/api(?=\/)/, '');
  return (await apiDownload(path, { signal })).blob;
}

/** A photo's bytes, kept while the photo is in use (they never change once stored). */
export function usePhotoImage(photo: PhotoView, size: PhotoSize) {
  return useQuery<Blob, ApiError>({
    queryKey: photoKeys.image(photo.id, size),
    queryFn: ({ signal }) => getPhotoImage(photo, size, signal),
    staleTime: Infinity,
    gcTime: 5 * 60 * 1000,
  });
}
