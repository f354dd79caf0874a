import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Every header line as sent, name and value, in order. */
  headers: [string, string][];
  /** The bytes after the first response's head: its body, and anything sent after it. */
  rest: Buffer;
  /** How many status lines the server sent on the connection. */
  responses: number;
}

/**
 * Sends `request` as it is, byte for byte (from `localAddress`, such as 127.0.0.2, when given),
 * and reads until the server closes the connection. An HTTP client (fetch, Playwright's request) normalises a path before sending
 * it, decoding `%2e%2e` or refusing a raw CR; an attacker's client does not.
 */
export function rawRequest(port: number, request: string | Buffer, localAddress?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const headEnd = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, headEnd < 0 ? all.length : headEnd).toString('latin1');
      const [statusLine = '', ...lines] = head.split('\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers: lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
        rest: headEnd < 0 ? Buffer.alloc(0) : all.subarray(headEnd + 4),
        responses: all.toString('latin1').match(/(^|\r\n)HTTP\/1\.[01] \d{3} /g)?.length ?? 0,
      });
    });
  });
}

/** A GET of `target` exactly as written, on a connection that closes after the answer. */
export const rawGet = (port: number, target: string, extraHeaders = '') =>
  rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`);
