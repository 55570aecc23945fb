import { describe, expect, it } from 'vitest';
import { aBooking, aCar, aChat, aUser } from './fixtures';

describe('test fakes', () => {
  it('are what the domain views say the API sends', () => {
    expect(aCar().id).toBe(7);
    expect(aBooking({ status: 'completed' }).status).toBe('completed');
  });

  it('fail at once when they drift from a view: a field unknown, or of the wrong type', () => {
    expect(() => aCar({ phone: '+250 788 000 000' } as never)).toThrow();
    expect(() => aUser({ role: 'superuser' } as never)).toThrow();
    expect(() => aChat({ unread_count: '2' } as never)).toThrow();
  });
});
