/** An injected `fetch` that records what a client puts on the wire and answers from a table. */
import { createHash } from 'node:crypto';

export interface WireRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string;
}

export type Answer = (request: WireRequest) => Response;

export function recordingFetch(answer: Answer = () => Response.json({})): {
  fetch: typeof fetch;
  requests: WireRequest[];
} {
  const requests: WireRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: WireRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: request.body === null ? '' : await request.text(),
    };
    requests.push(recorded);
    return answer(recorded);
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}

/** A CSV report answer with its Content-MD5, as the mail API sends it (specs/mail.yaml, tag `reports`). */
export function csvAnswer(csv: string): Response {
  const md5 = createHash('md5').update(csv, 'utf8').digest('base64');
  return new Response(csv, {
    status: 200,
    headers: { 'Content-Type': 'application/octet-stream;charset=UTF-8', 'Content-MD5': md5 },
  });
}
