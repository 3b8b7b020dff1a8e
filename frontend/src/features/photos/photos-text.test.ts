import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { checkPhotoFile, photosText } from './photos-text';
import { uploadErrorMessage } from './upload-error';

function file(name: string, type: string, size: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('the photo checks before upload', () => {
  it('takes JPEG, PNG and WebP up to 10 MB', () => {
    expect(checkPhotoFile(file('a.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(checkPhotoFile(file('a.png', 'image/png', 10 * 1024 * 1024))).toBeNull();
    expect(checkPhotoFile(file('a.webp', 'image/webp', 5))).toBeNull();
  });

  it('refuses other types and larger files with a clear message', () => {
    expect(checkPhotoFile(file('a.gif', 'image/gif', 10))).toBe(photosText.wrongType);
    expect(checkPhotoFile(file('a.png', 'image/png', 12.4 * 1024 * 1024))).toBe(
      'That photo is 12.4 MB. Photos must be at most 10 MB.',
    );
  });
});

describe('a failed upload', () => {
  it("shows the server's message for a 4xx", () => {
    const error = new ApiError({
      kind: 'http',
      status: 413,
      message: 'Photos must be at most 10 MB',
      details: { statusText: 'Payload Too Large' },
    });
    expect(uploadErrorMessage(error)).toBe('Photos must be at most 10 MB');
  });

  it("says 'Image analysis failed: {statusText}' otherwise", () => {
    const server = new ApiError({
      kind: 'http',
      status: 502,
      message: '',
      details: { statusText: 'Bad Gateway' },
    });
    expect(uploadErrorMessage(server)).toBe('Image analysis failed: Bad Gateway');
    const http2 = new ApiError({ kind: 'http', status: 503, message: 'Down', details: {} });
    expect(uploadErrorMessage(http2)).toBe('Image analysis failed: Service Unavailable');
    const network = new ApiError({ kind: 'network', status: 0, message: 'x' });
    expect(uploadErrorMessage(network)).toBe('Image analysis failed: Network error');
  });
});
