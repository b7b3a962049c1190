/**
 * Hands the hydrated page what the visitor typed into the server's markup before it was
 * hydrated. The boot script (boot.ts) holds presses until then, but typing goes straight into
 * the prerendered fields: the hydrated form's state would still be the server's empty one and
 * the form refused the first step ("First name is required") with the name written in it.
 * Each text field whose value is no longer the server's gets an `input` event, which the
 * hydrated field's handler reads as if the visitor had just typed it. Returns how many.
 */
export function replayTypedValues(root: ParentNode): number {
  let replayed = 0;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    // A checkbox's press is held and replayed by boot.ts, not typed.
    if (field.type === 'checkbox' || field.type === 'radio') continue;
    if (field.value === field.defaultValue) continue;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    replayed++;
  }
  return replayed;
}
