import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { listenOnLoopback } from './loopback-server';

/**
 * Test support: serves recorded scholarly responses (kept outside the repository, in `shared/fixtures/scholarly`
 * beside it) over real HTTP on loopback, one path prefix per service, so the real adapters can be pointed at it
 * through their base URL.
 *
 * A request is answered with a recording when its method, decoded path and query parameters equal the
 * recorded request's (parameter order and `mailto` ignored; a recorded POST body must match as JSON).
 * One relaxation: a Semantic Scholar `fields` list matches any recording whose `fields` list contains it,
 * because the API answers with exactly the requested fields, so a recording made with more fields holds
 * everything a leaner request asks for. Anything else gets 404 with a JSON body naming the request.
 */

const PREFIXES = { crossref: 'crossref', openalex: 'openalex', orcid: 'orcid', semanticscholar: 's2' } as const;
type Service = keyof typeof PREFIXES;

const indexSchema = z.array(
  z.object({
    file: z.string(),
    service: z.enum(['crossref', 'openalex', 'orcid', 'semanticscholar']),
    request: z.object({ method: z.string(), url: z.string(), body: z.string().nullish() }),
    response: z.object({ status: z.number(), content_type: z.string() }),
  }),
);

interface Recording {
  file: string;
  method: string;
  path: string;
  params: [string, string][];
  fields: Set<string> | null;
  body: unknown;
  status: number;
  contentType: string;
}

export interface ScholarlyReplayServer {
  urls: { crossref: string; openalex: string; orcid: string; semanticScholar: string };
  /** Every request received, as `METHOD /path?query`, in order. */
  requests: string[];
  close(): Promise<void>;
}

function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

function paramsOf(search: URLSearchParams, service: Service): { params: [string, string][]; fields: Set<string> | null } {
  const params: [string, string][] = [];
  let fields: Set<string> | null = null;
  for (const [key, value] of search) {
    if (key === 'mailto') continue;
    if (service === 'semanticscholar' && key === 'fields') fields = new Set(value.split(',').filter(Boolean));
    else params.push([key, value]);
  }
  params.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return { params, fields };
}

function sameParams(a: [string, string][], b: [string, string][]): boolean {
  return a.length === b.length && a.every(([key, value], i) => b[i]?.[0] === key && b[i]?.[1] === value);
}

function sameJson(recorded: unknown, text: string): boolean {
  if (recorded === null || recorded === undefined) return true;
  try {
    return canonical(JSON.parse(text)) === canonical(recorded);
  } catch {
    return false;
  }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function loadRecordings(fixturesDir: string): Promise<Map<Service, Recording[]>> {
  const index = indexSchema.parse(JSON.parse(await readFile(path.join(fixturesDir, 'index.json'), 'utf8')));
  const byService = new Map<Service, Recording[]>();
  for (const entry of index) {
    const url = new URL(entry.request.url);
    const { params, fields } = paramsOf(url.searchParams, entry.service);
    const recording: Recording = {
      file: entry.file,
      method: entry.request.method.toUpperCase(),
      path: decodedPath(url.pathname),
      params,
      fields,
      body: entry.request.body ? JSON.parse(entry.request.body) : null,
      status: entry.response.status,
      contentType: entry.response.content_type,
    };
    byService.set(entry.service, [...(byService.get(entry.service) ?? []), recording]);
  }
  return byService;
}

export async function startScholarlyReplayServer(fixturesDir: string): Promise<ScholarlyReplayServer> {
  const recordings = await loadRecordings(fixturesDir);
  const services = new Map<string, Service>(Object.entries(PREFIXES).map(([service, prefix]) => [prefix, service as Service]));
  const requests: string[] = [];

  function find(method: string, rawUrl: string, body: string): Recording | undefined {
    const url = new URL(rawUrl, 'http://replay.invalid');
    const [, prefix = '', ...rest] = url.pathname.split('/');
    const service = services.get(prefix);
    if (!service) return undefined;
    const requestPath = decodedPath(`/${rest.join('/')}`);
    const { params, fields } = paramsOf(url.searchParams, service);
    return recordings
      .get(service)
      ?.find(
        (recording) =>
          recording.method === method &&
          recording.path === requestPath &&
          sameParams(recording.params, params) &&
          (recording.fields === null ? fields === null : fields !== null && [...fields].every((field) => recording.fields?.has(field))) &&
          sameJson(recording.body, body),
      );
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = (req.method ?? 'GET').toUpperCase();
      const rawUrl = req.url ?? '/';
      requests.push(`${method} ${rawUrl}`);
      const recording = find(method, rawUrl, Buffer.concat(chunks).toString('utf8'));
      if (!recording) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'No recorded response for this request', method, url: rawUrl }));
        return;
      }
      readFile(path.join(fixturesDir, recording.file)).then(
        (bytes) => {
          res.writeHead(recording.status, { 'content-type': recording.contentType, 'content-length': bytes.length });
          res.end(bytes);
        },
        (error: Error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: `Cannot read fixture ${recording.file}: ${error.message}` }));
        },
      );
    });
  });

  const { url: base, close } = await listenOnLoopback(server);

  return {
    urls: {
      crossref: `${base}/${PREFIXES.crossref}`,
      openalex: `${base}/${PREFIXES.openalex}`,
      orcid: `${base}/${PREFIXES.orcid}`,
      semanticScholar: `${base}/${PREFIXES.semanticscholar}`,
    },
    requests,
    close,
  };
}
