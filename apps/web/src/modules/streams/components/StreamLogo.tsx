// A stream's logo, or its initials on a tint of its own when it has none or the image fails.
import { useState, type CSSProperties } from 'react';

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

export function StreamLogo({
  name,
  logoUrl,
  size = 36,
}: {
  readonly name: string;
  readonly logoUrl?: string | null;
  readonly size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const style = { '--logo-size': `${size}px`, '--logo-hue': String(hue(name)) } as CSSProperties;
  if (logoUrl && !failed) {
    return (
      <img className="stream-logo" style={style} src={logoUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
    );
  }
  return (
    <span className="stream-logo stream-logo--initials" style={style} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
