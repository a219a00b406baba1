// A modal dialog on Radix's primitive (focus trap, Escape, labelled title and description).
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface DialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** The buttons at the bottom; wrap a cancel button in <DialogClose asChild>. */
  readonly actions: ReactNode;
  readonly children?: ReactNode;
}

export const DialogClose = RadixDialog.Close;

export function Dialog({ open, onOpenChange, title, description, actions, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className="dialog"
          aria-describedby={description === undefined ? undefined : 'dialog-desc'}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {description !== undefined && (
            <RadixDialog.Description id="dialog-desc" className="dialog__description">
              {description}
            </RadixDialog.Description>
          )}
          {children}
          <div className="dialog__actions">{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
