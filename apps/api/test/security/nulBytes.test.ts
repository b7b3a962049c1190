import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_REFUSED } from '@hds/api-client/contract';
import { NUL_REFUSED } from '../../src/plugins/nulBytes.ts';
import { startTestServer } from '../helpers/server.ts';
import { HD, mediaFiles, rowCounts, signedIn, type Client } from '../helpers/session.ts';
import { png } from '../helpers/images.ts';

/**
 * U+0000 anywhere in a request: PostgreSQL fails a whole query on it (a 500 on every id route
 * before this guard), SQLite stores it. Either way it is bad input, refused alike on both.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let user: Client;
let project = '';

beforeAll(async () => {
  server = await startTestServer({ SAMPLES_DIR: '/nonexistent-samples' });
  user = await signedIn(server.app, 'nul-bytes@example.com');
  project = (await user.post(`${HD}/projects/`, { title: 'Kept' })).json().id;
});
afterAll(async () => {
  await server?.close();
});

describe('a NUL character in a request', () => {
  it('is refused with 400 in a path id, a query value, a JSON field and a multipart field, and nothing is stored', async () => {
    const before = {
      rows: await rowCounts(server.config),
      files: mediaFiles(server.config.dataDir).length,
    };
    const refused = (field: string) =>
      field ? `${field}: ${CONTROL_CHARACTERS_REFUSED}` : NUL_REFUSED;
    const cases: [
      Promise<{ statusCode: number; body: string; json: () => { detail: string } }>,
      string,
    ][] = [
      [user.get(`${HD}/projects/%00/`), 'id'],
      [user.get(`${HD}/images/%00/versions/`), 'id'],
      [user.get(`${HD}/projects/?search=%00`), 'search'],
      [user.post(`${HD}/versions/compare/`, { version_ids: ['a\u0000', 'b'] }), 'version_ids.0'],
      [user.patch(`${HD}/projects/${project}/`, { ['ti\u0000tle']: 'x' }), ''],
      [
        user.upload(`${HD}/images/upload/`, [
          { name: 'project', data: `${project}\u0000` },
          { name: 'file', filename: 'a.png', data: await png() },
        ]),
        'project',
      ],
    ];
    for (const [reply, field] of cases) {
      const res = await reply;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toBe(refused(field));
    }
    expect(await rowCounts(server.config)).toEqual(before.rows);
    expect(mediaFiles(server.config.dataDir)).toHaveLength(before.files);
  });

  it('leaves ordinary requests alone', async () => {
    expect((await user.get(`${HD}/projects/${project}/`)).statusCode).toBe(200);
    expect((await user.get(`${HD}/projects/?search=Kept`)).json().count).toBe(1);
  });
});
