import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Test servers for the partner embeds journey (e2e/embeds.spec.ts): a partner's static page on
 * another loopback origin, and a webhook receiver.
 */

async function listen(server: Server, host = '127.0.0.1') {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A partner's page: its own CSS (which must not reach the widgets), the script, both widgets. */
export function partnerHtml(api: string, leadKey: string, beforeAfterKey: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner Interiors</title>
<style>
  body { font-family: Georgia, serif; margin: 0; padding: 24px; background: #fffbe6; color: #222; }
  button { background: red; color: yellow; border-radius: 0; }
  input, label, h2, p, section, div { font-family: "Comic Sans MS", cursive; color: green; }
  main { max-width: 960px; margin: 0 auto; display: grid; gap: 32px; }
</style>
<script src="${api}/embed/v1.js"></script>
</head>
<body>
<main>
  <h1>Partner Interiors</h1>
  <button type="button" id="partner-button">The partner's own button</button>
  <hds-before-after embed="${beforeAfterKey}"></hds-before-after>
  <hds-lead-form embed="${leadKey}"></hds-lead-form>
</main>
</body>
</html>`;
}

/**
 * A static page at every path on 127.0.0.1 (a different origin from the API's localhost); its
 * HTML is set once the origin is known (the embeds' allow-lists name it).
 */
export async function startPartnerPage() {
  let html = '<!doctype html><title>Partner</title>';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  const { port, close } = await listen(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    setHtml: (next: string) => {
      html = next;
    },
    close,
  };
}

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A webhook receiver answering the statuses in `answers` in turn (the last one after that). */
export async function startWebhookReceiver(answers: number[]) {
  const received: ReceivedHook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answered = answers[Math.min(received.length, answers.length - 1)]!;
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered,
      });
      res.writeHead(answered, { 'Content-Type': 'text/plain' });
      res.end(answered < 300 ? 'ok' : 'try again');
    });
  });
  const { port, close } = await listen(server);
  return { url: `http://127.0.0.1:${port}/hooks/leads`, received, close };
}

/** Whether `X-HDS-Signature` is `sha256=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`. */
export function verifyWebhook(hook: ReceivedHook, secret: string): boolean {
  const timestamp = hook.headers['x-hds-timestamp'];
  const signature = hook.headers['x-hds-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${hook.body}`).digest('hex')}`;
  return (
    expected.length === signature.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
  );
}
