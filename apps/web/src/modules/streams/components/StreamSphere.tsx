// The sphere-only variant of the stream portal (spec 2 §2.5): an animated sphere and nothing else. It
// turns slowly; under prefers-reduced-motion it stands still (streams.css).
import { streamMessages as m } from '../messages.js';
import '../streams.css';

export function StreamSphere({ name }: { readonly name: string }) {
  return (
    <div className="stream-sphere" data-testid="stream-sphere">
      <div className="stream-sphere__ball" role="img" aria-label={m.sphereLabel(name)}>
        <span className="stream-sphere__band" />
        <span className="stream-sphere__band stream-sphere__band--2" />
        <span className="stream-sphere__shine" />
      </div>
    </div>
  );
}
