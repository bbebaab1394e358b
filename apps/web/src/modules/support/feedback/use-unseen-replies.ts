'use client';

import { useEffect, useState } from 'react';
import { onRepliesChanged, unseenReplies } from './replies';

/** How many orders have a reply not yet seen: the red icon on My Orders when it is not zero. */
export function useUnseenReplies(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const read = () => setCount(unseenReplies().length);
    read();
    return onRepliesChanged(read);
  }, []);
  return count;
}
