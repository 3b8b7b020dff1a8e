import type { PhotoView } from '../contracts/ai.js';
import type { PhotoRecord } from '../data/photo-repository.js';

/** A photo as the API answers it: its images are fetched with the token from these URLs. */
export function photoView(record: PhotoRecord): PhotoView {
  return {
    id: record.id,
    url: `/api/photos/${record.id}`,
    thumbnailUrl: `/api/photos/${record.id}?size=thumb`,
    takenAt: record.takenAt,
    contentType: record.contentType,
    size: record.size,
    width: record.width,
    height: record.height,
    analysis: record.analysis,
    analysisSource: record.analysisSource,
    context: record.context,
  };
}
