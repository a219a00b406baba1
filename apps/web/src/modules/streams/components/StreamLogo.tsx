// A stream's logo, or its initials on a tint of its own when it has none or the image fails.
import { useState, type CSSProperties } from 'react';
import { monogram, textHue } from '../../../lib/monogram.js';

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
  const style = { '--logo-size': `${size}px`, '--logo-hue': String(textHue(name)) } as CSSProperties;
  if (logoUrl && !failed) {
    return (
      <img className="stream-logo" style={style} src={logoUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
    );
  }
  return (
    <span className="stream-logo stream-logo--initials" style={style} aria-hidden="true">
      {monogram(name)}
    </span>
  );
}
