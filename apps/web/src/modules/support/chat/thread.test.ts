import type { ChatMessage } from '@storefront/contracts/support';
import { describe, expect, it } from 'vitest';
import { EMPTY_THREAD, shownThread, withFailed, withOutgoing, withStored } from './thread';

const stored = (id: string, clientId: string | null = null): ChatMessage => ({
  id,
  conversationId: 'c1',
  from: clientId ? 'customer' : 'agent',
  senderName: clientId ? '' : 'Anna',
  text: `message ${id}`,
  image: null,
  clientId,
  createdAt: Number(id),
});

const outgoing = (key: string) =>
  ({
    key,
    from: 'customer',
    senderName: '',
    text: key,
    image: null,
    createdAt: 0,
    state: 'pending',
  }) as const;

describe('a chat thread', () => {
  it('keeps each stored message once, in id order, however often and late it arrives', () => {
    let thread = withStored(EMPTY_THREAD, [stored('10'), stored('9')]);
    thread = withStored(thread, [stored('10'), stored('11')]);
    expect(shownThread(thread).map((message) => message.key)).toEqual(['9', '10', '11']);
  });

  it('shows our message as pending until it comes back stored, then once', () => {
    let thread = withOutgoing(EMPTY_THREAD, outgoing('mine-1'));
    expect(shownThread(thread).map((message) => message.state)).toEqual(['pending']);
    thread = withStored(thread, [stored('12', 'mine-1')]);
    thread = withStored(thread, [stored('12', 'mine-1')]);
    expect(shownThread(thread)).toHaveLength(1);
    expect(shownThread(thread)[0]).toMatchObject({ key: '12', text: 'message 12' });
  });

  it('marks a refused message failed, and sending it again makes it pending', () => {
    let thread = withFailed(withOutgoing(EMPTY_THREAD, outgoing('mine-2')), 'mine-2');
    expect(shownThread(thread)[0]?.state).toBe('failed');
    thread = withOutgoing(thread, outgoing('mine-2'));
    expect(shownThread(thread).map((message) => message.state)).toEqual(['pending']);
  });
});
