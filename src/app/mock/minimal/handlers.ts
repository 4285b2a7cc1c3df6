import { getResponse, http, type RequestHandler } from 'msw';
import { apiGet } from '../kit/endpoint';
import { textParam } from '../kit/params';
import { fail, ok, respond } from '../kit/respond';
import { getMockBackend, MOCK_BACKEND_MODES, parseMockBackend, setMockBackend } from './mode';
import { projectSpecAnswer, SPEC_ANSWERS, type SpecAnswer } from './spec-fields';

type Envelope = { code?: unknown; status?: unknown; data?: unknown };

const jsonType = { 'content-type': 'application/json' };

async function projected(response: Response, spec: SpecAnswer): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const envelope = (await response.json()) as Envelope;
  // Errors carry no data: they answer the same in both modes.
  if ((envelope.code ?? envelope.status) !== 1) return respond(JSON.stringify(envelope), response.status, jsonType);
  const body = { ...envelope, data: projectSpecAnswer(spec, envelope.data) };
  return respond(JSON.stringify(body), response.status, jsonType);
}

/**
 * The spec-minimal backend as a layer over the full one: in `minimal` mode, each call of SPEC_ANSWERS asks `full`
 * (the handlers after these, activities included) and answers its spec fields only; in `full` mode they pass.
 */
export function specMinimalHandlers(full: () => readonly RequestHandler[]): RequestHandler[] {
  return Object.entries(SPEC_ANSWERS).map(([path, spec]) =>
    apiGetPassing(path, async (request) => {
      if (getMockBackend() !== 'minimal') return undefined;
      const response = await getResponse([...full()], request);
      return response ? projected(response, spec) : undefined;
    }),
  );
}

/** `GET /__mock/backend?mode=minimal|full` switches the running mock (end-to-end tests); without `mode` it tells. */
export const backendSwitchHandler = apiGet('/__mock/backend', ({ params }) => {
  const asked = textParam(params, 'mode');
  if (!asked) return ok({ mode: getMockBackend() });
  const mode = parseMockBackend(asked);
  if (!mode) return fail(2, `mode 只能是 ${MOCK_BACKEND_MODES.join(' 或 ')}`);
  setMockBackend(mode);
  return ok({ mode });
});

/** A GET handler that may decline (answer undefined), so the request goes on to the next handler. */
function apiGetPassing(path: string, answer: (request: Request) => Promise<Response | undefined>): RequestHandler {
  return http.get(`*${path}`, ({ request }) => answer(request));
}
