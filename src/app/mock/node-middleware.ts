import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/**
 * Serves msw handlers over real HTTP (dev and preview servers): Node request → fetch Request → handlers → Node
 * response. Requests no handler answers go on to the next middleware (the app's own files).
 */
export function createMockMiddleware(getHandlers: () => readonly RequestHandler[]) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const path = req.url ?? '/';
    if (!path.startsWith('/api/') && !path.startsWith('/__mock/') && !path.startsWith('/mock-cdn/')) {
      next();
      return;
    }
    try {
      const request = await toFetchRequest(req);
      const response = await getResponse([...getHandlers()], request);
      if (!response) {
        next();
        return;
      }
      res.statusCode = response.status;
      response.headers.forEach((value, key) => {
        res.setHeader(key, value);
      });
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(`mock backend error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const method = req.method ?? 'GET';
  let body: Uint8Array | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(url, { method, headers, body: body as BodyInit | undefined });
}
