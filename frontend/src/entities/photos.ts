import { analyzeImageReplySchema, photoListSchema, type PhotoView } from '@stride/api/contracts/ai';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../lib/api-client';
import type { ApiError } from '../lib/api-error';

export type PhotoSize = 'thumb' | 'original';

/** Query keys of the progress photos; the image bytes sit under ['photos', 'image', …] too. */
export const photoKeys = {
  all: ['photos'] as const,
  list: ['photos', 'list'] as const,
  images: (id: string) => ['photos', 'image', id] as const,
  image: (id: string, size: PhotoSize) => ['photos', 'image', id, size] as const,
};

/** A photo and the replies that carry photos: the contract's schemas, shared with the server. */
export { analyzeImageReplySchema };

/** GET /api/photos → {photos}, newest first. */
export function listPhotos(signal?: AbortSignal): Promise<PhotoView[]> {
  return apiRequest('/photos', { schema: photoListSchema, signal }).then((body) => body.photos);
}

export const photosQuery = () =>
  queryOptions<PhotoView[], ApiError>({
    queryKey: photoKeys.list,
    queryFn: ({ signal }) => listPhotos(signal),
  });

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
export const photoImageQuery = (photo: PhotoView, size: PhotoSize) =>
  queryOptions<Blob, ApiError>({
    queryKey: photoKeys.image(photo.id, size),
    queryFn: ({ signal }) => getPhotoImage(photo, size, signal),
    staleTime: Infinity,
    gcTime: 5 * 60 * 1000,
  });

export const invalidatePhotos = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: photoKeys.list });
