// A person's photo, or their initials when there is none or it fails to load (spec 3 §2.9).
import { useState, type CSSProperties } from 'react';
import { initials, webHref } from '../display.js';

export function PersonAvatar({
  name,
  photoUrl,
  size = 36,
}: {
  readonly name: string;
  readonly photoUrl?: string | null;
  readonly size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const src = webHref(photoUrl);
  const style = { '--avatar-size': `${size}px` } as CSSProperties;
  if (src !== null && !failed) {
    return (
      <img className="media-avatar" style={style} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
    );
  }
  return (
    <span className="media-avatar" style={style} aria-hidden="true" data-testid="person-initials">
      {initials(name)}
    </span>
  );
}
