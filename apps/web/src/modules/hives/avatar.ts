// What a hive's avatar shows (spec part 1 §2 header; spec part 2 §3: a logo is an emoji or an image).
// Apart from the hives rules and the logo upload because every post card in the first paint shows an
// avatar, and those modules carry the launch form's checks and the upload code.

/** A logo is an image when it is a URL; anything else (an emoji) is shown as text. */
export function isImageLogo(logo: string | null): boolean {
  return logo !== null && /^(\/|https?:\/\/)/.test(logo);
}

/** Up to two initials for a hive without a logo ('Acme Robotics' → 'AR'). */
export function hiveInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length === 1
      ? (words[0] ?? '').slice(0, 2)
      : words
          .slice(0, 2)
          .map((w) => w[0])
          .join('');
  return letters.toUpperCase() || '?';
}
