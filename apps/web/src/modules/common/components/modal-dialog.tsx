'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './modal-dialog.module.css';

/**
 * A centred dialog over a dimmed page: its title beside the closing cross, a line saying what it is
 * for, then `children`. Put inside a Radix `Dialog.Root` next to its trigger; Radix keeps the focus
 * inside and closes it on Escape or the cross.
 */
export function ModalDialog({
  title,
  description,
  closeLabel,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content className={styles.dialog}>
        <div className={styles.head}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Close className={styles.close} aria-label={closeLabel}>
            <CloseIcon />
          </Dialog.Close>
        </div>
        <Dialog.Description className={styles.description}>{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
