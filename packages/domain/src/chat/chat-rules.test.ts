import { describe, expect, it } from 'vitest';
import { chatTimeStyle, formatChatTime, unreadBadgeText } from './chat-time.js';
import { messageToSend, sendMessageInput, startChatInput } from './chat.schemas.js';
import { messages } from '../shared/messages.js';

const now = new Date('2026-11-23T12:00:00Z'); // 14:00 in Kigali, a Monday
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('chat times (rules §5.6)', () => {
  it.each([
    [0, 'clock'],
    [23.99, 'clock'],
    [24, 'weekday'],
    [167.99, 'weekday'],
    [168, 'date'],
    [24 * 400, 'date'],
  ] as const)('a message %s hours old shows as a %s', (hours, style) => {
    expect(chatTimeStyle(hoursAgo(hours), now)).toBe(style);
  });

  it('shows the clock, weekday and date in Kigali time', () => {
    expect(formatChatTime('2026-11-23T07:05:00Z', now)).toBe('09:05');
    // 22:30 UTC on Thursday 19 November is already Friday in Kigali.
    expect(formatChatTime('2026-11-19T22:30:00Z', now)).toBe('Fri');
    expect(formatChatTime('2026-11-02T10:00:00Z', now)).toBe('2 Nov 2026');
  });

  it('shows the weekday and date in the reader’s language', () => {
    expect(formatChatTime('2026-11-19T22:30:00Z', now, 'fr')).toBe('ven.');
    expect(formatChatTime('2026-11-19T22:30:00Z', now, 'rw')).toBe('Gnu.');
    expect(formatChatTime('2026-11-02T10:00:00Z', now, 'fr')).toBe('2 nov. 2026');
    expect(formatChatTime('2026-11-02T10:00:00Z', now, 'rw')).toBe('2 Ugushyingo 2026');
    expect(formatChatTime('2026-11-23T07:05:00Z', now, 'rw')).toBe('09:05');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatChatTime('not a time', now)).toBe('');
  });
});

describe('unread badge (rules §5.5)', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ] as const)('%s unread shows %s', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});

describe('message content (rules §5.3)', () => {
  it.each(['', '   ', '\n\t '])('does not send blank content %j', (draft) => {
    expect(messageToSend(draft)).toBeNull();
    const parsed = sendMessageInput.safeParse({ chat_id: 1, content: draft });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(messages.messageRequired);
  });

  it('trims what it sends and keeps line breaks inside', () => {
    expect(messageToSend('  Hello\nthere  ')).toBe('Hello\nthere');
  });

  it('takes 2000 characters and refuses 2001', () => {
    expect(messageToSend('a'.repeat(2000))).toHaveLength(2000);
    const parsed = sendMessageInput.safeParse({ chat_id: 1, content: 'a'.repeat(2001) });
    expect(parsed.error?.issues[0]?.message).toBe(messages.messageTooLong);
  });

  it('refuses control characters other than line breaks and tabs', () => {
    const parsed = sendMessageInput.safeParse({ chat_id: 1, content: 'bell\u0007' });
    expect(parsed.error?.issues[0]?.message).toBe(messages.messageInvalid);
  });
});

describe('starting a chat', () => {
  it('takes ids as numbers or text and an optional first message', () => {
    const parsed = startChatInput.parse({
      recipient_id: '7',
      related_to_type: 'car',
      related_to_id: 3,
    });
    expect(parsed).toEqual({ recipient_id: 7, related_to_type: 'car', related_to_id: 3 });
  });

  it.each([
    [{ recipient_id: 0, related_to_type: 'car', related_to_id: 1 }, 'recipient_id'],
    [{ recipient_id: 1, related_to_type: 'boat', related_to_id: 1 }, 'related_to_type'],
    [{ recipient_id: 1, related_to_type: 'car', related_to_id: 2 ** 31 }, 'related_to_id'],
    [
      { recipient_id: 1, related_to_type: 'car', related_to_id: 1, initial_message: ' ' },
      'initial_message',
    ],
  ])('refuses %j at %s', (input, field) => {
    const parsed = startChatInput.safeParse(input);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });
});
