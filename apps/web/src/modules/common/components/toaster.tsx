'use client';

import * as Toast from '@radix-ui/react-toast';
import { useEffect, useState } from 'react';
import { onError } from '@/lib/notify';
import styles from './toaster.module.css';

/** Spec section 8: a failed call's message shows for one second. */
const TOAST_DURATION_MS = 1000;

interface Message {
  id: number;
  text: string;
}

/** `label` names the notifications for screen readers, in the page's language. */
export function Toaster({ label }: { label: string }) {
  const [messages, setMessages] = useState<Message[]>([]);

  useEffect(
    () =>
      onError((text) => {
        setMessages((current) => [...current, { id: Date.now() + Math.random(), text }]);
      }),
    [],
  );

  const dismiss = (id: number) => setMessages((current) => current.filter((message) => message.id !== id));

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="up" label={label}>
      {messages.map((message) => (
        <Toast.Root
          key={message.id}
          className={styles.toast}
          type="foreground"
          onOpenChange={(open) => {
            if (!open) dismiss(message.id);
          }}
        >
          <Toast.Description>{message.text}</Toast.Description>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} label={label} />
    </Toast.Provider>
  );
}
