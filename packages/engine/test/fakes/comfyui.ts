import sharp from 'sharp';
import { fakeHttpServer, json, type Recorded } from './server.ts';

/**
 * ComfyUI's server routes as its web client uses them: POST /upload/image (multipart `image`)
 * → {name, subfolder, type}; POST /prompt {prompt, client_id} → {prompt_id, number, node_errors}
 * or 400 {error, node_errors}; GET /history/{id} → {} while queued, then {[id]: {outputs,
 * status}}; GET /view?filename&subfolder&type; POST /queue {delete}; POST /interrupt.
 */
export type ComfyScenario =
  | 'succeed'
  | 'execution-error'
  | 'missing-checkpoint'
  | 'never-finish'
  | 'malformed-history'
  | 'server-error';

export async function fakeComfyUi(scenario: ComfyScenario = 'succeed') {
  const output = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#a53' } })
    .png()
    .toBuffer();
  const prompts = new Map<
    string,
    {
      polls: number;
      graph: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
    }
  >();
  const deleted: string[] = [];
  const uploads: string[] = [];
  let next = 0;
  const fake = await fakeHttpServer(async (req: Recorded, res) => {
    const url = new URL(req.path, 'http://x');
    if (scenario === 'server-error') return void res.writeHead(500).end('Internal Server Error');
    if (req.method === 'POST' && url.pathname === '/upload/image') {
      const name = /filename="([^"]+)"/.exec(req.body.toString('latin1'))?.[1] ?? 'image.png';
      uploads.push(name);
      return json(res, 200, { name, subfolder: '', type: 'input' });
    }
    if (req.method === 'POST' && url.pathname === '/prompt') {
      const body = JSON.parse(req.body.toString());
      if (scenario === 'missing-checkpoint') {
        return json(res, 400, {
          error: {
            type: 'prompt_outputs_failed_validation',
            message: 'Prompt outputs failed validation',
            details: '',
            extra_info: {},
          },
          node_errors: {
            '1': {
              errors: [
                {
                  type: 'value_not_in_list',
                  message: 'Value not in list',
                  details: "ckpt_name: 'sd_xl_base_1.0.safetensors' not in []",
                  extra_info: {},
                },
              ],
              dependent_outputs: ['8'],
              class_type: 'CheckpointLoaderSimple',
            },
          },
        });
      }
      const id = `0b6a2c3e-${String(++next).padStart(4, '0')}-4f5e-9d1a-7c2b3a4d5e6f`;
      prompts.set(id, { polls: 0, graph: body.prompt });
      return json(res, 200, { prompt_id: id, number: next, node_errors: {} });
    }
    const history = url.pathname.match(/^\/history\/(.+)$/);
    if (req.method === 'GET' && history) {
      const id = history[1]!;
      const p = prompts.get(id);
      if (!p) return json(res, 200, {});
      p.polls++;
      if (scenario === 'malformed-history') return void res.writeHead(200).end('<!doctype html>');
      if (p.polls < 2 || scenario === 'never-finish') return json(res, 200, {});
      if (scenario === 'execution-error') {
        return json(res, 200, {
          [id]: {
            prompt: [next, id, p.graph, {}, ['8']],
            outputs: {},
            status: {
              status_str: 'error',
              completed: false,
              messages: [
                ['execution_start', { prompt_id: id }],
                [
                  'execution_error',
                  {
                    prompt_id: id,
                    node_id: '6',
                    node_type: 'KSampler',
                    exception_message:
                      'Allocation on device 0 would exceed allowed memory. (out of memory)',
                    exception_type: 'torch.OutOfMemoryError',
                  },
                ],
              ],
            },
          },
        });
      }
      return json(res, 200, {
        [id]: {
          prompt: [next, id, p.graph, {}, ['8']],
          outputs: {
            '8': { images: [{ filename: 'hds_00001_.png', subfolder: '', type: 'output' }] },
          },
          status: { status_str: 'success', completed: true, messages: [] },
        },
      });
    }
    if (req.method === 'GET' && url.pathname === '/view') {
      if (url.searchParams.get('filename') !== 'hds_00001_.png')
        return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(output);
    }
    if (req.method === 'POST' && url.pathname === '/queue') {
      deleted.push(...(JSON.parse(req.body.toString()).delete ?? []));
      return void res.writeHead(200).end();
    }
    if (req.method === 'POST' && url.pathname === '/interrupt')
      return void res.writeHead(200).end();
    return void res.writeHead(404).end('404: Not Found');
  });
  return { ...fake, prompts, deleted, uploads };
}
