import { createServer, request, type Server } from 'node:http';

/**
 * The test's own load balancer: round-robin over the API processes, and on a refused connection
 * (a process that is down) the next one, as a real balancer's health checks would arrange. A
 * request cut off mid-way by a dying process answers 502, which the client sees.
 */
export async function roundRobinProxy(backends: () => number[]) {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const ports = backends();
      const first = next++;
      const attempt = (tries: number) => {
        const port = ports[(first + ports.length - tries) % ports.length]!;
        const upstream = request(
          { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && tries > 1) return attempt(tries - 1);
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ detail: `proxy: ${err.message}` }));
        });
        upstream.end(body);
      };
      attempt(ports.length);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
