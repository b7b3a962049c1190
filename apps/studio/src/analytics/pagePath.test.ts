import { describe, expect, it } from 'vitest';
import { pagePath } from './pagePath.ts';

describe('pagePath', () => {
  it('keeps app paths as they are', () => {
    expect(pagePath('/app/projects/prj-1')).toBe('/app/projects/prj-1');
  });
  it('hides the token of a shared board', () => {
    expect(pagePath('/app/share/board/AbC-123_x')).toBe('/app/share/board/:token');
    expect(pagePath('/app/share/board/AbC/extra')).toBe('/app/share/board/:token/extra');
  });
});
