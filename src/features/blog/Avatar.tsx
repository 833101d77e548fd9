/** Initials in a coloured circle (comments store a name, not a photo). Decorative: the name is next to it. */
const COLOURS = ['#0b6e63', '#1d4ed8', '#7c3aed', '#be185d', '#b45309', '#0e7490'];

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => Array.from(part)[0]?.toLocaleUpperCase('en') ?? '').join('') || '?';
}

export function Avatar({ name }: { name: string }) {
  const colour = COLOURS[Array.from(name).reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0) % COLOURS.length];
  return (
    <span className="avatar" style={{ backgroundColor: colour }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
