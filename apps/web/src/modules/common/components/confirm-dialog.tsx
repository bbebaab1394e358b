'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';
import styles from './confirm-dialog.module.css';

/**
 * "Are you sure?" before a change that is hard to undo: a title, a line saying what happens, any
 * fields the change needs (a reason, a code), then Confirm and Cancel. The confirm button waits
 * while `busy`; closing (Cancel, the cross, Escape) is the caller's `onOpenChange(false)`. With a
 * `trigger`, the dialog brings its own opening button; without, the caller opens it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  closeLabel,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  confirmDisabled = false,
  className,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: { label: ReactNode; className: string };
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  danger?: boolean;
  busy?: boolean;
  confirmDisabled?: boolean;
  /** The form's own spacing, when its fields need more room than the buttons alone. */
  className?: string;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger className={trigger.className}>{trigger.label}</Dialog.Trigger>}
      <ModalDialog title={title} description={description} closeLabel={closeLabel}>
        <form
          className={className ?? styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          {children}
          <div className={styles.actions}>
            <button
              type="submit"
              className={danger ? `button ${styles.danger}` : 'button'}
              disabled={busy || confirmDisabled}
            >
              {confirmLabel}
            </button>
            <Dialog.Close className="button button-quiet" type="button">
              {cancelLabel}
            </Dialog.Close>
          </div>
        </form>
      </ModalDialog>
    </Dialog.Root>
  );
}
