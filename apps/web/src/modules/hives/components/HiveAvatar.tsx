// A hive's logo (decorative: its name is always shown next to it): its image, its emoji, or its initials on a tinted square when it has none (spec
// part 1 §2 header; spec part 2 §3: logo is an emoji or an image).
import { hiveInitials, isImageLogo } from '../avatar.js';
import '../hive-avatar.css';

export function HiveAvatar({
  name,
  logo,
  size = 40,
}: {
  readonly name: string;
  readonly logo: string | null;
  readonly size?: number;
}) {
  const style = { width: size, height: size };
  if (logo !== null && isImageLogo(logo)) {
    return <img className="hive-avatar" src={logo} alt="" style={style} data-testid="hive-logo-image" />;
  }
  if (logo !== null && logo.trim() !== '') {
    return (
      <span className="hive-avatar hive-avatar--emoji" aria-hidden="true" style={{ ...style, fontSize: size * 0.6 }}>
        {logo}
      </span>
    );
  }
  return (
    <span className="hive-avatar hive-avatar--initials" aria-hidden="true" style={style}>
      {hiveInitials(name)}
    </span>
  );
}
