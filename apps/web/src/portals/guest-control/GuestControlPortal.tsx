// The guest landing (spec part 3 §2.13): tagline, manifesto, 'Join For Free' to /register and the
// tracked podcasts. Everything a guest taps that needs an account leads to /register.
import { TrackedPodcasts } from '../../modules/podcasts/components/TrackedPodcasts.js';
import { REGISTER_PATH, SIGN_IN_PATH } from '../../routes.js';
import { Button } from '../../ui/Button.js';
import './guest-control.css';
import { guestMessages as m } from './messages.js';

export function GuestControlPortal() {
  return (
    <div className="guest" data-testid="guest-landing">
      <section className="guest__hero" aria-labelledby="guest-tagline">
        <p className="eyebrow guest__eyebrow">{m.eyebrow}</p>
        <h3 className="guest__tagline" id="guest-tagline">
          {m.tagline}
        </h3>
        <div className="guest__manifesto">
          {m.manifesto.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div className="guest__actions">
          <Button asChild variant="primary" size="lg">
            <a href={REGISTER_PATH}>{m.join}</a>
          </Button>
          <Button asChild variant="ghost" size="lg">
            <a href={SIGN_IN_PATH}>{m.signIn}</a>
          </Button>
        </div>
      </section>
      <TrackedPodcasts audience="guest" registerHref={REGISTER_PATH} />
    </div>
  );
}
