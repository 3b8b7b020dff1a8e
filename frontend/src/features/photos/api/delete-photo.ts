import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoView } from '@stride/api/contracts/ai';
import { apiRequest } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateDashboard } from '../../../entities/dashboard';
import { invalidatePhotos, photoKeys } from '../../../entities/photos';

/** DELETE /api/photos/{id} → 204: the photo, its thumbnail and its analysis. */
export function deletePhoto(id: string): Promise<void> {
  return apiRequest(`/photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePhoto() {
  const client = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationKey: ['photos', 'delete'],
    mutationFn: deletePhoto,
    onSuccess: async (_, id) => {
      client.setQueryData<PhotoView[]>(photoKeys.list, (old) => old?.filter((p) => p.id !== id));
      client.removeQueries({ queryKey: photoKeys.images(id) });
      await Promise.all([invalidatePhotos(client), invalidateDashboard(client)]);
    },
  });
}
