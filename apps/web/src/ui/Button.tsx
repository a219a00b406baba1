// The one button of the app. `asChild` renders the styles on a child element (a link that looks like
// a button) through Radix's Slot, so links stay links for keyboard and screen reader users.
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly asChild?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  readonly busy?: boolean;
  readonly block?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', asChild = false, busy = false, block = false, className, ...rest },
  ref,
) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  if (asChild) return <Slot ref={ref} className={classes} {...rest} />;
  const { type = 'button', disabled = false, ...others } = rest;
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || busy}
      data-busy={busy || undefined}
      aria-busy={busy || undefined}
      {...others}
    />
  );
});
