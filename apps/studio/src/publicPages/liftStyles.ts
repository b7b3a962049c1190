/**
 * The pages' CSP refuses style attributes in markup (style-src 'self'): each one becomes a rule
 * matched by a data attribute (as the landing's prerender does). Scripts may still set styles
 * (through the CSSOM, which CSP does not govern) and override these.
 */
export function liftStyles(markup: string): { html: string; css: string } {
  const rules = new Map<string, number>();
  const html = markup.replace(/ style="([^"]*)"/g, (_attr, value: string) => {
    const css = value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    if (!rules.has(css)) rules.set(css, rules.size);
    return ` data-ssr-style="${rules.get(css)}"`;
  });
  const css = [...rules]
    .map(([rule, n]) => `[data-ssr-style="${n}"]{${rule.replace(/</g, '')}}`)
    .join('');
  return { html, css };
}
