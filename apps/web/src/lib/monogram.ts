// Initials and a hue of their own for things shown without an image (a podcast's cover, a stream's
// logo): the same name always gets the same letters and tint.

/** A hue (0..359) derived from the text. */
export function textHue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** The first letters of the first two words ('Deep Dive Daily' → 'DD'). */
export function monogram(title: string): string {
  const words = title
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
