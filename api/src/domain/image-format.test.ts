import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from './image-format.js';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffImageFormat(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'png',
    );
    expect(sniffImageFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, whatever the file was called', () => {
    expect(sniffImageFormat(bytes('hello, I am a text file named photo.jpg'))).toBeUndefined();
    expect(sniffImageFormat(bytes('GIF89a'))).toBeUndefined();
    expect(sniffImageFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(sniffImageFormat(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageFormat(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(sniffImageFormat(new Uint8Array())).toBeUndefined();
  });
});
