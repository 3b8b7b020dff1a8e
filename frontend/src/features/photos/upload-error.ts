import type { ApiError } from '../../lib/api-error';
import { photosText } from './photos-text';

const reasonPhrases: Record<number, string> = {
  0: 'Network error',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * What a failed upload says: the server's own message for a 4xx that has one (the photo is too
 * large, not an image…), else 'Image analysis failed: {statusText}' (the original spec's words).
 */
export function uploadErrorMessage(error: ApiError): string {
  if (error.kind === 'http' && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  const given = error.details['statusText'];
  const statusText =
    (typeof given === 'string' && given) || reasonPhrases[error.status] || `HTTP ${error.status}`;
  return photosText.failed(statusText);
}
