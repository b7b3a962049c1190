import { describe, expect, it } from 'vitest';
import { tokenFromPath } from './token.ts';

describe('tokenFromPath', () => {
  it('reads the token of the owner links, with or without a trailing slash', () => {
    expect(tokenFromPath('/app/share/board/Ab_9-x')).toBe('Ab_9-x');
    expect(tokenFromPath('/app/share/board/Ab_9-x/')).toBe('Ab_9-x');
  });
  it('has no token for other paths or characters a token never has', () => {
    expect(tokenFromPath('/app/share/board/')).toBeNull();
    expect(tokenFromPath('/app/share/board/a/b')).toBeNull();
    expect(tokenFromPath('/app/share/board/a%20b')).toBeNull();
    expect(tokenFromPath('/app/boards/x')).toBeNull();
  });
});
