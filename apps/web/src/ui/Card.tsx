// A surface that groups one topic inside a portal, with an optional heading and description.
import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  readonly title?: ReactNode;
  readonly description?: ReactNode;
  /** Controls shown on the right of the heading. */
  readonly actions?: ReactNode;
  readonly headingLevel?: 2 | 3 | 4;
}

export function Card({ title, description, actions, headingLevel = 3, className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={['card', className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {(title !== undefined || actions !== undefined) && (
        <header className="card__header">
          <div className="card__heading">
            {title !== undefined && <Heading className="card__title">{title}</Heading>}
            {description !== undefined && <p className="card__description">{description}</p>}
          </div>
          {actions !== undefined && <div className="card__actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
