import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiMessages,
  type AnalyzeImageReply,
  type ChatReply,
  type PhotoView,
} from '../../api/src/contracts/ai.js';
import { photoContainer } from '../../api/src/data/storage.js';
import { photoNotes } from '../../api/src/routes/ai.js';
import { bearer, register, type Account } from '../support/accounts.js';
import { manualClock, startApi, type ApiHarness } from '../support/api.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';

const start = Date.parse('2026-11-21T15:00:00Z');

/** A JPEG that carries EXIF: camera, GPS position and an orientation (rotate 90° to show). */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 8, channels: 3, background: '#c08040' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Secret 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .toBuffer();
}

/** A PNG with a tEXt chunk naming a place, inserted by hand before IEND. */
async function pngWithText(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 12, height: 12, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const data = Buffer.from('Comment\0taken at 12 Secret Street', 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]);
}

async function webpWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 10, channels: 3, background: '#3060c0' } })
    .webp()
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}

function form(image: Blob | undefined, context?: string): FormData {
  const body = new FormData();
  if (image) body.append('image', image, 'photo.jpg');
  if (context !== undefined) body.append('context', context);
  return body;
}

describe('progress photos', () => {
  const clock = manualClock(start);
  let h: ApiHarness;

  beforeAll(async () => {
    h = await startApi({ clock });
  });
  afterAll(async () => {
    await h.stop();
  });

  function upload(a: Account, body: FormData | string, headers: Record<string, string> = {}) {
    return h.request('/api/ai/analyze-image', {
      method: 'POST',
      headers: { ...bearer(a.token), ...headers },
      body,
    });
  }

  async function uploaded(a: Account, image: Buffer, type: string, context?: string) {
    const res = await upload(a, form(new Blob([new Uint8Array(image)], { type }), context));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as AnalyzeImageReply;
  }

  function get(a: Account, path: string, method = 'GET') {
    return h.request(path, { method, headers: bearer(a.token) });
  }

  async function blobNames(prefix: string): Promise<string[]> {
    const names: string[] = [];
    const container = h.storage.blobs.getContainerClient(photoContainer);
    if (!(await container.exists())) return names;
    for await (const blob of container.listBlobsFlat({ prefix })) names.push(blob.name);
    return names;
  }

  async function storedBlob(name: string): Promise<Buffer> {
    return h.storage.blobs
      .getContainerClient(photoContainer)
      .getBlockBlobClient(name)
      .downloadToBuffer();
  }

  it('stores a JPEG without its EXIF and GPS data, orientation baked in, with a thumbnail', async () => {
    const a = await register(h);
    const original = await jpegWithGps();
    expect(original.includes(Buffer.from('Exif\0\0'))).toBe(true);
    expect(original.includes(Buffer.from('PhoneCo'))).toBe(true);
    expect(original.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(true); // GPS IFD pointer

    const body = await uploaded(a, original, 'image/jpeg', 'Three months on T');
    expect(body.source).toBe('offline');
    expect(body.analysis).toBe(photoNotes.offline);
    expect(body.crisis).toBe(false);
    const { photo } = body;
    expect(photo).toMatchObject({
      url: `/api/photos/${photo.id}`,
      thumbnailUrl: `/api/photos/${photo.id}?size=thumb`,
      takenAt: new Date(start).toISOString(),
      contentType: 'image/jpeg',
      width: 8,
      height: 16,
      context: 'Three months on T',
    });

    const names = (await blobNames(`${a.userId}/`)).sort();
    expect(names).toEqual([
      `${a.userId}/${photo.id}/original.jpg`,
      `${a.userId}/${photo.id}/thumb.jpg`,
    ]);
    for (const name of names) {
      const stored = await storedBlob(name);
      expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(stored.includes(Buffer.from('Exif'))).toBe(false);
      expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
      expect(stored.includes(Buffer.from('Secret 1'))).toBe(false);
      // The GPS IFD pointer tag (0x8825) in either byte order.
      expect(stored.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]))).toBe(false);
      expect(stored.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(false);
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }

    const image = await get(a, photo.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes).toEqual(await storedBlob(`${a.userId}/${photo.id}/original.jpg`));
    const thumb = await get(a, photo.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(Buffer.from(await thumb.arrayBuffer())).toEqual(
      await storedBlob(`${a.userId}/${photo.id}/thumb.jpg`),
    );
    expect((await get(a, `${photo.url}?size=huge`)).status).toBe(400);
  });

  it('stores a PNG without its text chunks and a WebP without its EXIF', async () => {
    const a = await register(h);
    const png = await pngWithText();
    expect(png.includes(Buffer.from('Secret Street'))).toBe(true);
    const pngPhoto = (await uploaded(a, png, 'image/png')).photo;
    expect(pngPhoto).toMatchObject({ contentType: 'image/png', width: 12, height: 12 });
    const storedPng = await storedBlob(`${a.userId}/${pngPhoto.id}/original.png`);
    expect(storedPng.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(storedPng.includes(Buffer.from('Secret Street'))).toBe(false);
    expect(storedPng.includes(Buffer.from('tEXt'))).toBe(false);

    const webp = await webpWithExif();
    expect(webp.includes(Buffer.from('PhoneCo'))).toBe(true);
    clock.advance(1000);
    const webpPhoto = (await uploaded(a, webp, 'image/webp')).photo;
    expect(webpPhoto).toMatchObject({ contentType: 'image/webp', width: 20, height: 10 });
    const storedWebp = await storedBlob(`${a.userId}/${webpPhoto.id}/original.webp`);
    expect(storedWebp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(storedWebp.includes(Buffer.from('EXIF'))).toBe(false);
    expect(storedWebp.includes(Buffer.from('PhoneCo'))).toBe(false);
    const res = await get(a, `/api/photos/${webpPhoto.id}?size=thumb`);
    expect(res.headers.get('content-type')).toBe('image/webp');

    // Newest first.
    const list = await get(a, '/api/photos');
    const { photos } = (await list.json()) as { photos: PhotoView[] };
    expect(photos.map((p) => p.id)).toEqual([webpPhoto.id, pngPhoto.id]);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name', async () => {
    const a = await register(h);
    const cases: [FormData | string, string, Record<string, string>?][] = [
      [
        form(new Blob(['just some text, named photo.jpg'], { type: 'image/jpeg' })),
        aiMessages.imageType,
      ],
      [
        form(new Blob([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])])),
        aiMessages.imageType,
      ],
      [
        form(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8])])),
        aiMessages.imageUnreadable,
      ],
      [form(undefined, 'no image'), aiMessages.imageRequired],
      [
        JSON.stringify({ image: 'data:image/png;base64,AAAA' }),
        aiMessages.multipartRequired,
        { 'content-type': 'application/json' },
      ],
      [
        form(new Blob([new Uint8Array(await jpegWithGps())]), 'x'.repeat(501)),
        aiMessages.photoContextTooLong,
      ],
    ];
    for (const [body, message, headers] of cases) {
      const res = await upload(a, body, headers);
      expect(res.status, message).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error).toMatchObject({ code: 'validation', message });
    }
    expect(await blobNames(`${a.userId}/`)).toEqual([]);
    const { photos } = (await (await get(a, '/api/photos')).json()) as { photos: PhotoView[] };
    expect(photos).toEqual([]);
  });

  it('takes an image of more than 1 MB, and refuses a body over the upload limit with 413', async () => {
    const a = await register(h);
    const noisy = await sharp({
      create: {
        width: 900,
        height: 800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1.2 * 1024 * 1024);
    await uploaded(a, noisy, 'image/png');

    const big = Buffer.alloc(11 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(a, form(new Blob([new Uint8Array(big)], { type: 'image/jpeg' })));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('too_large');
  });

  it("answers 404 for another person's photo (read and delete) and an id that is not one", async () => {
    const owner = await register(h);
    const other = await register(h);
    const { photo } = await uploaded(owner, await jpegWithGps(), 'image/jpeg');
    for (const path of [photo.url, photo.thumbnailUrl]) {
      expect((await get(other, path)).status).toBe(404);
    }
    expect((await get(other, photo.url, 'DELETE')).status).toBe(404);
    const { photos } = (await (await get(other, '/api/photos')).json()) as { photos: PhotoView[] };
    expect(photos).toEqual([]);
    expect((await get(owner, photo.url)).status).toBe(200);
    expect((await get(owner, '/api/photos/not-a-uuid')).status).toBe(404);
    expect((await get(owner, '/api/photos/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await h.request(photo.url)).status).toBe(401);
  });

  it('deletes the photo, both of its blobs and its row', async () => {
    const a = await register(h);
    const keep = (await uploaded(a, await webpWithExif(), 'image/webp')).photo;
    clock.advance(1000);
    const { photo } = await uploaded(a, await jpegWithGps(), 'image/jpeg');
    expect(await blobNames(`${a.userId}/${photo.id}/`)).toHaveLength(2);
    expect((await get(a, photo.url, 'DELETE')).status).toBe(204);
    expect(await blobNames(`${a.userId}/${photo.id}/`)).toEqual([]);
    expect(await blobNames(`${a.userId}/${keep.id}/`)).toHaveLength(2);
    expect((await get(a, photo.url)).status).toBe(404);
    expect((await get(a, photo.url, 'DELETE')).status).toBe(404);
    const { photos } = (await (await get(a, '/api/photos')).json()) as { photos: PhotoView[] };
    expect(photos.map((p) => p.id)).toEqual([keep.id]);
  });

  it('exports the chat and the photos, and erasing the account removes every blob', async () => {
    const a = await register(h);
    const chat = await h.request('/api/ai/chat', {
      method: 'POST',
      headers: { ...bearer(a.token), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hello coach' }),
    });
    const reply = (await chat.json()) as ChatReply;
    const { photo } = await uploaded(a, await jpegWithGps(), 'image/jpeg');

    const res = await get(a, '/api/account/export');
    expect(res.status).toBe(200);
    const exported = (await res.json()) as {
      chat: { id: string; role: string; content: string }[];
      photos: PhotoView[];
    };
    expect(exported.chat.map((m) => [m.role, m.content])).toEqual([
      ['user', 'hello coach'],
      ['assistant', reply.reply],
    ]);
    expect(exported.photos).toEqual([expect.objectContaining({ id: photo.id, url: photo.url })]);

    const erase = await h.request('/api/account', {
      method: 'DELETE',
      headers: { ...bearer(a.token), 'content-type': 'application/json' },
      body: JSON.stringify({ password: a.password }),
    });
    expect(erase.status).toBe(204);
    expect(await blobNames(`${a.userId}/`)).toEqual([]);
  });
});

describe('photo descriptions with a vision deployment (a fake server driving the real client)', () => {
  const clock = manualClock(start);
  let h: ApiHarness;
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    h = await startApi({
      clock,
      env: {
        AZURE_OPENAI_ENDPOINT: fake.url,
        AZURE_OPENAI_DEPLOYMENT: 'chat',
        AZURE_OPENAI_VISION_DEPLOYMENT: 'vision',
        AZURE_OPENAI_API_KEY: 'fake-key',
      },
      aiTimeouts: { attemptTimeoutMs: 400, maxRetries: 1, totalTimeoutMs: 1500 },
    });
  });
  afterAll(async () => {
    await h.stop();
    await fake.stop();
  });

  function upload(a: Account, image: Buffer, context?: string) {
    return h.request('/api/ai/analyze-image', {
      method: 'POST',
      headers: bearer(a.token),
      body: form(new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), context),
    });
  }

  it('describes the photo through the vision deployment, sending the stripped image', async () => {
    const a = await register(h);
    fake.reset();
    fake.behave({ kind: 'reply', text: 'Your jawline looks a little more defined.' });
    const res = await upload(a, await jpegWithGps(), 'Six months');
    expect(res.status).toBe(201);
    const body = (await res.json()) as AnalyzeImageReply;
    expect(body).toMatchObject({
      analysis: 'Your jawline looks a little more defined.',
      source: 'azure-openai',
      photo: {
        analysis: 'Your jawline looks a little more defined.',
        analysisSource: 'azure-openai',
      },
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.path).toBe('/openai/deployments/vision/chat/completions');
    expect(request.body.messages?.[0]?.content).toMatch(/No body-shaming/);
    const parts = request.body.messages?.[1]?.content as {
      type: string;
      text?: string;
      image_url?: { url: string };
    }[];
    expect(parts[0]!.text).toContain('Teddy');
    expect(parts[0]!.text).toContain('Six months');
    const url = parts[1]!.image_url!.url;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const sent = Buffer.from(url.slice('data:image/jpeg;base64,'.length), 'base64');
    expect(sent.includes(Buffer.from('Exif'))).toBe(false);
    expect(sent.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(request.text).not.toContain('Legalname');
  });

  it('keeps the photo with an honest note when the model fails', async () => {
    const a = await register(h);
    fake.reset();
    fake.behave({ kind: 'status', status: 500, headers: { 'retry-after-ms': '10' } });
    const res = await upload(a, await jpegWithGps());
    expect(res.status).toBe(201);
    const body = (await res.json()) as AnalyzeImageReply;
    expect(body).toMatchObject({ analysis: photoNotes.unavailable, source: 'offline' });
    expect(fake.requests).toHaveLength(2);
  });

  it('screens the note for crisis first and then never sends the photo to the model', async () => {
    const a = await register(h);
    fake.reset();
    const res = await upload(a, await jpegWithGps(), 'I hate this body, I want to kill myself');
    expect(res.status).toBe(201);
    const body = (await res.json()) as AnalyzeImageReply;
    expect(body.crisis).toBe(true);
    expect(body.resources.length).toBeGreaterThan(0);
    expect(body.analysis).toMatch(/thank you for telling me/);
    expect(fake.requests).toHaveLength(0);
  });
});
