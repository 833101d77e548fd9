// For `npm run lighthouse` on a machine without the Firestore emulator (it needs Java 21): a
// stand-in on the emulator's address that answers Firestore Lite's REST calls as an empty
// database would (no posts, no FAQs, a count of 0), so the production build's pages render
// their real "nothing here yet" states instead of network errors. Writes are refused.
import { createServer } from 'node:http';

const readTime = () => new Date().toISOString();

function answer(path, body) {
  if (path.endsWith(':runQuery')) return [{ readTime: readTime() }];
  if (path.endsWith(':batchGet')) return (body.documents ?? []).map((name) => ({ missing: name, readTime: readTime() }));
  if (path.endsWith(':runAggregationQuery')) {
    const aliases = (body.structuredAggregationQuery?.aggregations ?? []).map((a) => a.alias);
    const aggregateFields = Object.fromEntries(aliases.map((alias) => [alias, { integerValue: '0' }]));
    return [{ result: { aggregateFields }, readTime: readTime() }];
  }
  return null;
}

/** Starts the stand-in on `port`; resolves with stop(). */
export function serveEmptyFirestore(port) {
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const result = answer(new URL(request.url, 'http://x').pathname, raw ? JSON.parse(raw) : {});
      if (!result)
        return response
          .writeHead(403, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: { code: 403, status: 'PERMISSION_DENIED', message: 'Read-only stand-in' } }));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result));
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(() => server.close())));
}
