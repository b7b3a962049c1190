import { describe, expect, it } from 'vitest';
import { liftStyles } from './liftStyles.ts';

describe('liftStyles', () => {
  it('turns style attributes into rules matched by a data attribute, one per distinct style', () => {
    const { html, css } = liftStyles(
      '<div style="width:33%;"></div><p style="width:33%;"></p><i style="font-family:&quot;A&quot;"></i>',
    );
    expect(html).toBe(
      '<div data-ssr-style="0"></div><p data-ssr-style="0"></p><i data-ssr-style="1"></i>',
    );
    expect(css).toBe('[data-ssr-style="0"]{width:33%;}[data-ssr-style="1"]{font-family:"A"}');
  });

  it('cannot close the style element it goes into', () => {
    expect(liftStyles('<b style="x:&lt;/style&gt;"></b>').css).not.toMatch(/<\/style/i);
    expect(liftStyles('<b style="a:1</style><script>"></b>').css).not.toContain('<');
  });

  it('leaves markup without style attributes as it is', () => {
    expect(liftStyles('<p class="a">style="x"</p>')).toEqual({
      html: '<p class="a">style="x"</p>',
      css: '',
    });
  });
});
