/** A board picture's name: its label, else 'Version' and the first 8 characters of its id. */
export function boardVersionLabel(version: { id: string; label?: string | null }) {
  return version.label?.trim() || `Version ${version.id.slice(0, 8)}`;
}
