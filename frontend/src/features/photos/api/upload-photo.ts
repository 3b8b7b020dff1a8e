import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiUpload, type UploadProgress } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-error';
import { invalidateDashboard } from '../../../entities/dashboard';
import { analyzeImageReplySchema, invalidatePhotos } from '../../../entities/photos';

export type UploadReply = z.infer<typeof analyzeImageReplySchema>;

export interface UploadPhotoInput {
  image: File;
  context?: string;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST /api/ai/analyze-image, multipart `image` and optional `context` → 201 {photo, analysis,
 * source, crisis, resources}. Sent with XMLHttpRequest so the upload can show its progress.
 */
export function uploadPhoto(input: UploadPhotoInput): Promise<UploadReply> {
  const form = new FormData();
  form.append('image', input.image, input.image.name);
  const context = input.context?.trim();
  if (context) form.append('context', context);
  return apiUpload('/ai/analyze-image', form, {
    schema: analyzeImageReplySchema,
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
  });
}

export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation<UploadReply, ApiError, UploadPhotoInput>({
    mutationKey: ['photos', 'upload'],
    mutationFn: uploadPhoto,
    onSuccess: async () => {
      await Promise.all([invalidatePhotos(client), invalidateDashboard(client)]);
    },
  });
}
