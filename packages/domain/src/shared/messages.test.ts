import { describe, expect, it } from 'vitest';
import { joinFieldMessages, messageKeyOf, messages } from './messages.js';

describe('joinFieldMessages', () => {
  it('joins distinct messages into one sentence, each once, without doubled full stops', () => {
    expect(
      joinFieldMessages([messages.nameRequired, 'Passwords do not match', messages.nameRequired]),
    ).toBe('Please enter your full name. Passwords do not match');
    expect(joinFieldMessages(['Please try again.', 'Email is taken'])).toBe(
      'Please try again. Email is taken',
    );
  });

  it('is empty for no messages', () => {
    expect(joinFieldMessages([])).toBe('');
  });
});

describe('messageKeyOf', () => {
  it('finds a message by its words and nothing for other words', () => {
    expect(messageKeyOf(messages.nameRequired)).toBe('nameRequired');
    expect(messageKeyOf('Something else')).toBeUndefined();
  });
});
