// A small quiet button showing an icon (copy, open, related, delete), named by its label: the
// accessible name and the tooltip. Once its action worked (copied) it turns green; its label can
// also stand beside the icon.
import type { ButtonHTMLAttributes } from 'react';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'title'> {
  readonly label: string;
  readonly done?: boolean;
  /** Shows the label beside the icon too. */
  readonly showLabel?: boolean;
}

export function IconButton({
  label,
  done = false,
  showLabel = false,
  type = 'button',
  className,
  children,
  ...rest
}: IconButtonProps) {
  const classes = ['icon-button', done ? 'icon-button--done' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} aria-label={label} title={label} {...rest}>
      {children}
      {showLabel && <span className="icon-button__note">{label}</span>}
    </button>
  );
}
