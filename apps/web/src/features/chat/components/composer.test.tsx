import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aMessage } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { Composer } from './composer';

/** A fake `POST /api/messages` that answers only when the test says so. */
function holdSends() {
  const pending: Array<(status: number) => void> = [];
  const fetch = vi.fn(
    (_url: string, init: RequestInit = {}) =>
      new Promise<Response>((resolve) => {
        const { content } = JSON.parse(String(init.body)) as { content: string };
        pending.push((status) =>
          resolve(
            new Response(
              JSON.stringify(status < 300 ? { data: aMessage({ content }) } : { message: 'Boom' }),
              { status, headers: { 'content-type': 'application/json' } },
            ),
          ),
        );
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const answer = (status: number) => pending.shift()?.(status);
  const sentBodies = () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
  return { fetch, answer, sentBodies };
}

const box = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: /Send/ });

describe('Composer (rules §5.3)', () => {
  it('does not send an empty or whitespace-only message', async () => {
    const { fetch } = holdSends();
    renderScreen(<Composer chatId={5} />);
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), '   {Enter}');
    await userEvent.type(box(), '{Shift>}{Enter}{/Shift}  ');
    expect(sendButton()).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the trimmed text on Enter and empties the box; Shift+Enter adds a line', async () => {
    const { answer, sentBodies } = holdSends();
    renderScreen(<Composer chatId={5} />);
    await userEvent.type(box(), '  Hello{Shift>}{Enter}{/Shift}there  {Enter}');
    expect(sentBodies()).toEqual([{ chat_id: 5, content: 'Hello\nthere' }]);
    answer(201);
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('sends one message at a time: the button is disabled and Enter waits while one is on its way', async () => {
    const { fetch, answer } = holdSends();
    renderScreen(<Composer chatId={5} />);
    await userEvent.type(box(), 'First');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await userEvent.type(box(), '{Enter}');
    await userEvent.click(sendButton());
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(201);
    await waitFor(() => expect(sendButton()).toHaveTextContent('Send'));
  });

  it('keeps the text and says "Failed to send message" when the send fails', async () => {
    const { answer } = holdSends();
    renderScreen(<Composer chatId={5} />);
    await userEvent.type(box(), 'Can I pick it up at 8?{Enter}');
    answer(500);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message');
    expect(box()).toHaveValue('Can I pick it up at 8?');
    expect(sendButton()).toBeEnabled();
  });

  it('keeps what was typed while the message was on its way', async () => {
    const { answer } = holdSends();
    renderScreen(<Composer chatId={5} />);
    await userEvent.type(box(), 'One{Enter}');
    await userEvent.type(box(), ' and two');
    answer(201);
    await waitFor(() => expect(sendButton()).toHaveTextContent('Send'));
    expect(box()).toHaveValue('One and two');
  });

  it('refuses more than 2000 characters and counts down near the limit', async () => {
    const { fetch } = holdSends();
    renderScreen(<Composer chatId={5} initialDraft={'a'.repeat(1990)} />);
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    await userEvent.type(box(), 'b'.repeat(11));
    expect(screen.getByText('A message can be at most 2000 characters')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await userEvent.type(box(), '{Enter}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts with the draft it is given', () => {
    holdSends();
    renderScreen(<Composer chatId={5} initialDraft="Hi! Is it available?" />);
    expect(box()).toHaveValue('Hi! Is it available?');
    expect(sendButton()).toBeEnabled();
  });
});
