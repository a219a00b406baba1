// A hive's logo, or its initials on a tinted square when it has none (spec part 1 §2 header).
import { hiveInitials } from '../rules.js';

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
  if (logo !== null && logo !== '') return <img className="hive-avatar" src={logo} alt="" style={style} />;
  return (
    <span className="hive-avatar hive-avatar--initials" aria-hidden="true" style={style}>
      {hiveInitials(name)}
    </span>
  );
}
