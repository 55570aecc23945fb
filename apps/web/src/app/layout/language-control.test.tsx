import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { logIn } from '@/features/auth/api/log-in';
import { i18n } from '@/lib/i18n';
import { pendingLanguageChoice, showLanguage } from '@/lib/language';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const forget = () => {
  document.cookie = 'kodesha_language=; path=/; max-age=0';
  document.documentElement.lang = 'en';
};
beforeEach(forget);
afterEach(forget);

const footer = () => within(screen.getByRole('contentinfo'));

describe('the language control (rules §9.15)', () => {
  // First: no test before it has brought Kinyarwanda's words yet.
  it('says so, and keeps the language shown, when the words cannot be loaded', async () => {
    stubApi(() => ({ status: 404 }));
    const realLoader = i18n.useLoader(() => Promise.reject(new Error('offline')));
    try {
      renderScreen(
        <>
          <SiteFooter />
          <Toaster />
        </>,
      );
      await userEvent.selectOptions(footer().getByLabelText('Language'), 'rw');
      expect(
        await screen.findByText(
          'The words in this language could not be loaded. Check your connection and try again.',
        ),
      ).toBeInTheDocument();
      expect(i18n.language).toBe('en');
      expect(footer().getByLabelText('Language')).toHaveValue('en');
      expect(document.documentElement.lang).toBe('en');
      // Nothing kept: the next page and the next login stay as they were.
      expect(document.cookie).not.toContain('kodesha_language=rw');
      expect(pendingLanguageChoice()).toBeUndefined();
    } finally {
      i18n.useLoader(realLoader);
    }
  });
  it('offers each language in its own name, labelled Language', () => {
    stubApi(() => ({ status: 404 }));
    renderScreen(<SiteFooter />);
    const control = footer().getByLabelText('Language');
    expect(
      within(control)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français', 'Ikinyarwanda']);
    expect(control).toHaveValue('en');
  });

  it('shows the choice at once, says it in <html lang>, and keeps it in a cookie only', async () => {
    const fetch = stubApi(() => ({ status: 404 }));
    renderScreen(<SiteFooter />);
    await userEvent.selectOptions(footer().getByLabelText('Language'), 'fr');
    // The label itself is now French, and so is the footer.
    expect(await footer().findByLabelText('Langue')).toHaveValue('fr');
    expect(footer().getByRole('link', { name: 'Voir les voitures' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('kodesha_language=fr');
    // Nobody is signed in: nothing to save on an account.
    expect(requestedUrls(fetch)).toEqual([]);
  });

  it('saves a signed-in person’s choice on their account', async () => {
    const fetch = stubApi((url, init) =>
      url === '/api/me/preferred-language' && init.method === 'PUT'
        ? { body: { user: aUser({ name: 'Saved on the server', preferred_language: 'rw' }) } }
        : { status: 404 },
    );
    sessionStore.start({ token: 't', user: aUser() });
    renderScreen(<SiteFooter />);
    await userEvent.selectOptions(footer().getByLabelText('Language'), 'rw');
    expect(await footer().findByLabelText('Ururimi')).toHaveValue('rw');
    await waitFor(() => expect(requestedUrls(fetch)).toContain('/api/me/preferred-language'));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/me/preferred-language')!;
    expect(JSON.parse(String(init?.body))).toEqual({ preferred_language: 'rw' });
    // The account's answer is the stored user now; nothing waits to be saved.
    await waitFor(() => expect(sessionStore.get()?.user.name).toBe('Saved on the server'));
    expect(sessionStore.get()?.user.preferred_language).toBe('rw');
    expect(pendingLanguageChoice()).toBeUndefined();
  });

  it('keeps a signed-out choice for the next login, which sends it', async () => {
    const fetch = stubApi((url) =>
      url === '/api/login'
        ? { body: { token: 't', user: aUser({ preferred_language: 'fr' }) } }
        : { status: 404 },
    );
    renderScreen(<SiteFooter />);
    await userEvent.selectOptions(footer().getByLabelText('Language'), 'fr');
    await waitFor(() => expect(pendingLanguageChoice()).toBe('fr'));
    await logIn({ email: 'ange@example.rw', password: 'long-enough-1' });
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/login')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ preferred_language: 'fr' });
  });

  it('lets the last of two quick choices win', async () => {
    stubApi(() => ({ status: 404 }));
    const first = showLanguage('fr');
    const second = showLanguage('rw');
    expect(await Promise.all([first, second])).toEqual([false, true]);
    expect(i18n.language).toBe('rw');
    expect(document.documentElement.lang).toBe('rw');
    expect(document.cookie).toContain('kodesha_language=rw');
  });

  it('is in the header and in the phone’s menu too', async () => {
    stubApi(() => ({ status: 404 }));
    renderScreen(<SiteHeader />);
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByLabelText('Language')).toBeInTheDocument();
    await userEvent.click(banner.getByRole('button', { name: 'Open menu' }));
    expect(banner.getAllByLabelText('Language')).toHaveLength(2);
  });
});
