import { afterEach, describe, expect, it, vi } from 'vitest';

/** A minimal ServiceWorkerContainer: one registration, a controller or not, messages recorded. */
function fakeContainer(options: { controlled: boolean; waiting?: boolean }) {
  const posted: unknown[] = [];
  const worker = (state: string) => {
    const target = new EventTarget() as EventTarget & {
      state: string;
      postMessage: (m: unknown) => void;
    };
    target.state = state;
    target.postMessage = (message: unknown) => posted.push(message);
    return target;
  };
  const registration = Object.assign(new EventTarget(), {
    waiting: options.waiting ? worker('installed') : null,
    installing: null as ReturnType<typeof worker> | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? worker('activated') : null,
    register: vi.fn(async () => registration),
  });
  return { container, registration, worker, posted };
}

async function load(container: unknown) {
  vi.resetModules();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return import('./service-worker');
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('service worker registration and updates', () => {
  // The production URL (/sw.js) is checked in the browser test; vitest runs in dev mode.
  it('registers the worker once at scope / and reports a worker already waiting', async () => {
    const fake = fakeContainer({ controlled: true, waiting: true });
    const sw = await load(fake.container);
    await Promise.all([sw.registerServiceWorker(), sw.registerServiceWorker()]);
    expect(fake.container.register).toHaveBeenCalledTimes(1);
    expect(fake.container.register).toHaveBeenCalledWith(
      sw.serviceWorkerUrl,
      expect.objectContaining({ scope: '/', updateViaCache: 'none' }),
    );
    expect(sw.updateWaiting()).toBe(true);
  });

  it('offers no update on the first install, only when a new worker installs under a controller', async () => {
    const first = fakeContainer({ controlled: false });
    const sw1 = await load(first.container);
    await sw1.registerServiceWorker();
    const installing = first.worker('installing');
    first.registration.installing = installing;
    first.registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(sw1.updateWaiting()).toBe(false);

    const next = fakeContainer({ controlled: true });
    const sw2 = await load(next.container);
    const seen = vi.fn();
    sw2.onUpdateChange(seen);
    await sw2.registerServiceWorker();
    const newer = next.worker('installing');
    next.registration.installing = newer;
    next.registration.dispatchEvent(new Event('updatefound'));
    newer.state = 'installed';
    newer.dispatchEvent(new Event('statechange'));
    expect(sw2.updateWaiting()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);

    sw2.applyUpdate();
    expect(next.posted).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('asks the controlling worker to refill its precache after the version check cleared it', async () => {
    const fake = fakeContainer({ controlled: true });
    const sw = await load(fake.container);
    sw.refillPrecache();
    expect(fake.posted).toEqual([{ type: 'STRIDE_REFILL_PRECACHE' }]);
  });
});
