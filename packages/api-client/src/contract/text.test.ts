import { describe, expect, it } from 'vitest';
import { BoardCreateBody, BoardUpdateBody } from './boards.ts';
import { TagCreateBody, VersionTagBody } from './images.ts';
import { ProjectCreateBody, ProjectUpdateBody } from './projects.ts';
import { CONTROL_CHARACTERS_REFUSED, hasControlCharacters, safeText } from './text.ts';
import { RecipeCreateBody, RecipeUpdateBody, operationArgs } from './transformations.ts';

const REFUSED = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('safeText', () => {
  it.each(REFUSED.map((c) => [c.codePointAt(0)!.toString(16).padStart(4, '0'), c]))(
    'refuses U+%s anywhere in the text',
    (_hex, c) => {
      const res = safeText('title').safeParse(`Kitchen ${c}plan`);
      expect(res.success).toBe(false);
      expect(res.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_REFUSED);
    },
  );

  it('refuses tab and line breaks in one-line text, accepts them in multi-line text', () => {
    for (const c of ['\t', '\n', '\r']) {
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
      expect(hasControlCharacters(`a${c}b`, { multiline: true })).toBe(false);
    }
    expect(hasControlCharacters('a\u000bb', { multiline: true })).toBe(true);
  });

  it('accepts other scripts, emoji with joiners and non-breaking spaces', () => {
    for (const v of ['שלום', 'مطبخ', 'Küche', '👩‍👩‍👧', 'a\u00a0b', '日本語']) {
      expect(safeText('name').safeParse(v).success).toBe(true);
    }
  });

  it('keeps the type error of the field', () => {
    expect(safeText('notes').safeParse(7).error?.issues[0]?.message).toBe('notes must be text');
    expect(safeText('title', { error: 'Title?' }).safeParse(7).error?.issues[0]?.message).toBe(
      'Title?',
    );
  });
});

describe('every user-text field of the request schemas uses it', () => {
  const bad = 'x\u202ey';
  it.each([
    ['project title', ProjectCreateBody, { title: bad }],
    ['project address', ProjectCreateBody, { title: 'ok', address: bad }],
    ['project notes', ProjectCreateBody, { title: 'ok', notes: 'a\u0000' }],
    ['project update', ProjectUpdateBody, { notes: bad }],
    ['board name', BoardCreateBody, { project: 'p', name: bad, version_ids: ['v'] }],
    ['board update', BoardUpdateBody, { description: bad }],
    ['tag name', TagCreateBody, { name: bad }],
    ['tag category', TagCreateBody, { name: 'ok', category: bad }],
    ['version tag', VersionTagBody, { tag: bad }],
    ['recipe name', RecipeCreateBody, { name: bad, steps: [{ operation: 'lighting' }] }],
    ['recipe update', RecipeUpdateBody, { description: bad }],
    ['watermark text', operationArgs.watermark, { text: bad }],
    ['removal description', operationArgs.object_removal, { description: bad }],
    ['removal categories', operationArgs.object_removal, { categories: [bad] }],
  ] as const)('%s', (_name, schema, body) => {
    const res = schema.safeParse(body);
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.message)).toContain(CONTROL_CHARACTERS_REFUSED);
  });
});
