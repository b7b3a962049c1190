import { z } from 'zod';

/*
 * Characters refused in anything a user types that others will read: C0 controls and DEL (NUL
 * truncates in some stores, escapes repaint terminals and logs), and the invisible direction
 * marks, embeddings, overrides and isolates that make text display other than it reads
 * ("Trojan Source": 'photo\u202Egnp.exe' shows as 'photoexe.png').
 */
const DIRECTION = '\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const SINGLE_LINE = new RegExp(`[\\u0000-\\u001f\\u007f${DIRECTION}]`);
/** Multi-line text (notes, descriptions) may hold tabs and line breaks. */
const MULTI_LINE = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f${DIRECTION}]`);

/** The server's reply names the field first: 'title: contains control characters…'. */
export const CONTROL_CHARACTERS_REFUSED = 'contains control characters that are not allowed';

/** Whether `value` holds a character `safeText` refuses. */
export function hasControlCharacters(value: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}

export interface SafeTextOptions {
  /** Allow tab, line feed and carriage return (notes, descriptions). @default false */
  multiline?: boolean;
  /** The message when the value is not a string at all. @default '<field> must be text' */
  error?: string;
}

/**
 * A user-text string (title, name, description, notes, address, tag) that refuses control and
 * bidirectional formatting characters with CONTROL_CHARACTERS_REFUSED (the server prefixes the
 * field's path). Chain `.trim()`, `.min()`, `.max()` after it as on any `z.string()`.
 */
export function safeText(field: string, opts: SafeTextOptions = {}) {
  return z
    .string({ error: opts.error ?? `${field} must be text` })
    .refine((v) => !hasControlCharacters(v, opts), CONTROL_CHARACTERS_REFUSED);
}
