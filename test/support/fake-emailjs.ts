/**
 * A stand-in for the EmailJS API on 127.0.0.1, for the e2e suite and for trying the
 * contact form locally (scripts/fake-emailjs.ts). It speaks the contract the SDK
 * uses: `POST /api/v1.0/email/send-form` with multipart fields, answered as text with
 * CORS headers, and is stricter than the real service so a test notices any change
 * in what the page sends.
 *
 * Control API (JSON, for tests and curl):
 *   POST /__control  {"mode": "429", "replyTo": "a@example.com"}   how to answer (replyTo: only
 *                    messages from that address; without it, all others). Modes: ok, 400,
 *                    403, 429, 451, 500, hang (hold the request until released or reset).
 *   GET  /__messages[?reply_to=...]   messages answered 200, as their fields
 *   GET  /__requests[?contains=...]   every well-formed request and its answer
 *   POST /__release  {"replyTo": ...}  answer held requests with 200 (and keep them)
 *   POST /__reset                      forget everything, answer ok again
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';

/** Exactly what the SDK's sendForm posts for our form, and nothing else. */
export const SEND_FORM_FIELDS = [
  'from_name',
  'reply_to',
  'subject',
  'message',
  'lib_version',
  'service_id',
  'template_id',
  'user_id',
] as const;

export const FAKE_MODES = ['ok', '400', '403', '429', '451', '500', 'hang'] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

/** The texts the real service answers with. */
const STATUS_TEXT: Record<Exclude<FakeMode, 'ok' | 'hang'>, string> = {
  '400': 'The template ID is invalid',
  '403': 'Forbidden',
  '429': 'Too Many Requests',
  '451': 'Unavailable For Headless Browser',
  '500': 'Internal Server Error',
};

export interface FakeEmailJsIds {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

export interface FakeEmailJsOptions {
  port: number;
  /** The ids the site was built with; anything else is answered 400. */
  ids: FakeEmailJsIds;
  /** Called for every well-formed request, such as to print it. */
  onRequest?: (request: ReceivedRequest) => void;
}

export type Fields = Record<string, string>;

export interface ReceivedRequest {
  fields: Fields;
  /** The status answered, or "held" while a hanging request waits. */
  answer: number | 'held';
}

export interface FakeEmailJs {
  url: string;
  stop: () => Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;
const CORS_HEADERS = {
  // The real API answers every origin; the page's CSP is what limits where it may send.
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

export async function startFakeEmailJs({ port, ids, onRequest }: FakeEmailJsOptions): Promise<FakeEmailJs> {
  let defaultMode: FakeMode = 'ok';
  const modeByReplyTo = new Map<string, FakeMode>();
  const requests: ReceivedRequest[] = [];
  let held: { request: ReceivedRequest; response: ServerResponse }[] = [];

  const answerText = (response: ServerResponse, status: number, text: string) => {
    response.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(text);
  };
  const answerJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const sendForm = async (incoming: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(incoming);
    if (body === null) return answerText(response, 413, 'Request is too large');
    const fields = await parseMultipart(incoming.headers['content-type'], body);
    if (typeof fields === 'string') return answerText(response, 400, fields);
    const problem = checkFields(fields, ids);
    if (problem) return answerText(response, 400, problem);

    const request: ReceivedRequest = { fields, answer: 'held' };
    requests.push(request);
    const mode = modeByReplyTo.get(fields.reply_to ?? '') ?? defaultMode;
    if (mode === 'hang') {
      held.push({ request, response });
      onRequest?.(request);
      return;
    }
    request.answer = mode === 'ok' ? 200 : Number(mode);
    onRequest?.(request);
    answerText(response, request.answer, mode === 'ok' ? 'OK' : STATUS_TEXT[mode]);
  };

  const control = async (incoming: IncomingMessage, response: ServerResponse, url: URL) => {
    const route = `${incoming.method} ${url.pathname}`;
    if (route === 'GET /__messages') {
      const replyTo = url.searchParams.get('reply_to');
      const messages = requests
        .filter((request) => request.answer === 200 && (!replyTo || request.fields.reply_to === replyTo))
        .map((request) => request.fields);
      return answerJson(response, 200, messages);
    }
    if (route === 'GET /__requests') {
      const contains = url.searchParams.get('contains') ?? '';
      const matching = requests.filter((request) =>
        Object.values(request.fields).some((value) => value.includes(contains)),
      );
      return answerJson(response, 200, matching);
    }
    if (route === 'POST /__reset') {
      for (const { response: waiting } of held) waiting.destroy();
      held = [];
      requests.length = 0;
      modeByReplyTo.clear();
      defaultMode = 'ok';
      return answerJson(response, 200, { reset: true });
    }
    const options = parseJson((await readBody(incoming))?.toString('utf8') ?? '');
    if (options === null) return answerJson(response, 400, { error: 'Send a JSON object' });
    const replyTo = typeof options.replyTo === 'string' ? options.replyTo : undefined;
    if (route === 'POST /__control') {
      const mode = options.mode;
      if (!FAKE_MODES.includes(mode as FakeMode)) {
        return answerJson(response, 400, { error: `mode must be one of ${FAKE_MODES.join(', ')}` });
      }
      if (replyTo) modeByReplyTo.set(replyTo, mode as FakeMode);
      else defaultMode = mode as FakeMode;
      return answerJson(response, 200, { mode, replyTo: replyTo ?? null });
    }
    if (route === 'POST /__release') {
      const releasing = held.filter(({ request }) => !replyTo || request.fields.reply_to === replyTo);
      held = held.filter((entry) => !releasing.includes(entry));
      for (const { request, response: waiting } of releasing) {
        request.answer = 200;
        answerText(waiting, 200, 'OK');
      }
      return answerJson(response, 200, { released: releasing.length });
    }
    answerJson(response, 404, { error: `No such control: ${route}` });
  };

  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const handle = async () => {
      if (url.pathname === SEND_FORM_PATH) {
        if (incoming.method === 'OPTIONS') {
          response.writeHead(204, CORS_HEADERS);
          return response.end();
        }
        if (incoming.method === 'POST') return sendForm(incoming, response);
        return answerText(response, 405, 'Method Not Allowed');
      }
      if (url.pathname.startsWith('/__')) return control(incoming, response, url);
      answerText(response, 404, 'Not Found');
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) answerText(response, 500, `Fake EmailJS failed: ${String(error)}`);
      else response.destroy();
    });
  });

  // Tests on a busy machine can be idle for longer than Node's default 5 s: a client that
  // reuses a keep-alive connection just as the server drops it sees "socket hang up".
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const { response } of held) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The body, or null past the size limit. */
async function readBody(incoming: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The fields of a multipart/form-data body (parsed by the platform's own Request), or what is wrong with it. */
async function parseMultipart(contentType: string | undefined, body: Buffer): Promise<Fields | string> {
  if (!contentType?.startsWith('multipart/form-data')) return 'Expected multipart/form-data';
  let form: FormData;
  try {
    form = await new Request('http://127.0.0.1/', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    return 'The multipart body could not be read';
  }
  const fields: Fields = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') return `Field ${name} must be text, not a file`;
    if (name in fields) return `Field ${name} is sent twice`;
    fields[name] = value;
  }
  return fields;
}

/** What is wrong with the fields, as the real service would word it, or null. */
function checkFields(fields: Fields, ids: FakeEmailJsIds): string | null {
  const unexpected = Object.keys(fields).filter((name) => !(SEND_FORM_FIELDS as readonly string[]).includes(name));
  if (unexpected.length > 0) return `Unexpected fields: ${unexpected.join(', ')}`;
  const missing = SEND_FORM_FIELDS.filter((name) => !fields[name]);
  if (missing.length > 0) return `Missing fields: ${missing.join(', ')}`;
  if (fields.user_id !== ids.publicKey) return 'The Public Key is invalid';
  if (fields.service_id !== ids.serviceId) return 'The service ID is invalid';
  if (fields.template_id !== ids.templateId) return 'The template ID is invalid';
  return null;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
