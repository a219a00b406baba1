// Plan cards of the subscription portals (spec part 2 §2.11, §9): name, price, features; the
// current plan is marked; an upgrade shows the placeholder alert (no payment redirect yet).
import { Badge } from '../../ui/Badge.js';
import { Button } from '../../ui/Button.js';
import { formatPrice, subscriptionMessages as m, type Plan } from './plans.js';
import './subscriptions.css';

export function PlanCards({
  plans,
  currentLevel,
}: {
  readonly plans: readonly Plan[];
  readonly currentLevel: number | null;
}) {
  return (
    <ul className="plan-cards" aria-label={m.plansLabel} data-testid="plan-cards">
      {plans.map((plan) => {
        const current = plan.level === currentLevel;
        const price = formatPrice(plan.priceCents);
        return (
          <li
            key={plan.level}
            className={['panel plan-card', current ? 'plan-card--current' : ''].filter(Boolean).join(' ')}
            data-testid="plan-card"
          >
            <div className="split-row">
              <h3 className="plan-card__name">{plan.name}</h3>
              {current && <Badge tone="ok">{m.current}</Badge>}
            </div>
            <p className="plan-card__price">{price}</p>
            <dl className="plan-card__features">
              {plan.features.map((f) => (
                <div key={f.label} className="plan-card__feature">
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
            {!current && plan.priceCents !== 0 && (
              <Button
                size="sm"
                variant={plan.selectable ? 'primary' : 'secondary'}
                disabled={!plan.selectable}
                onClick={() => window.alert(m.upgradeAlert(plan.name))}
              >
                {plan.selectable ? m.upgrade : m.notSelectable}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
