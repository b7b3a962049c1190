/** The clipboard write every copy button uses; fails loudly so the caller can toast. */
export async function copyText(text: string) {
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}
