// A button whose action runs only after a confirmation dialog (removal, resend, cancel, reset).
import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../ui/Button.js';
import { Dialog, DialogClose } from '../../../ui/Dialog.js';
import { teamMessages as m } from './messages.js';

export interface ConfirmButtonProps {
  readonly label: string;
  readonly title: string;
  readonly description: ReactNode;
  /** The dialog's confirming button: the button's own label unless given. */
  readonly confirmLabel?: string;
  readonly onConfirm: () => void;
  readonly variant?: ButtonVariant;
  readonly busy?: boolean;
}

export function ConfirmButton(props: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant={props.variant ?? 'ghost'} busy={props.busy} onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={props.title}
        description={props.description}
        actions={
          <>
            <DialogClose asChild>
              <Button size="sm" variant="ghost">
                {m.cancel}
              </Button>
            </DialogClose>
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                setOpen(false);
                props.onConfirm();
              }}
            >
              {props.confirmLabel ?? props.label}
            </Button>
          </>
        }
      />
    </>
  );
}
