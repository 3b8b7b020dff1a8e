// @ts-check
/**
 * Preloaded (`node --import`) into the processes tests start: every TCP connection to an address
 * outside loopback fails at once, before any lookup or packet, and is reported on stderr. Tests
 * talk only to this machine; this holds even for libraries that reach out on their own (the Azure
 * Monitor distro asks the Azure VM metadata service at 169.254.169.254 when it starts).
 * Plain JavaScript, so the packaged API (no tsx there) can preload it too.
 */
import net from 'node:net';

/** @param {string} host */
const loopback = (host) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

const connect = net.Socket.prototype.connect;

/** @type {(this: net.Socket, ...args: unknown[]) => net.Socket} */
function guardedConnect(...args) {
  const [first, second] = args;
  /** @type {string | undefined} */
  let host;
  if (first && typeof first === 'object' && !('path' in first && first.path)) {
    host = /** @type {net.TcpNetConnectOpts} */ (first).host ?? 'localhost';
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    host = typeof second === 'string' ? second : 'localhost';
  }
  if (host !== undefined && !loopback(host)) {
    process.stderr.write(`loopback-only: refused a connection to ${host}\n`);
    const error = Object.assign(new Error(`connect ECONNREFUSED ${host} (loopback-only)`), {
      code: 'ECONNREFUSED',
    });
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return /** @type {(...a: unknown[]) => net.Socket} */ (connect).apply(this, args);
}

net.Socket.prototype.connect = /** @type {typeof net.Socket.prototype.connect} */ (
  /** @type {unknown} */ (guardedConnect)
);
