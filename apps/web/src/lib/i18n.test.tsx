import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, useTranslation } from './i18n';

// Words of these tests only, under a group no screen uses; `t` is typed by the real
// catalogue, so these keys go through an untyped view of it.
i18n.addTranslations('en', {
  zzTest: {
    greeting: 'Hello, {{name}}',
    twice: '{{name}} and {{name}} but not {{other}}',
    nested: { deep: { word: 'Deep' } },
    hour_one: '{{count}} hour',
    hour_other: '{{count}} hours',
    message_zero: 'No messages',
    message_one: 'One message',
    message_other: '{{count}} messages',
    list: [{ title: 'First' }, { title: 'Second' }],
    onlyEnglish: 'Only in English',
  },
});
i18n.addTranslations('fr', {
  zzTest: {
    greeting: 'Bonjour, {{name}}',
    hour_one: '{{count}} heure',
    hour_other: '{{count}} heures',
  },
});

type Loose = (key: string, options?: Record<string, unknown>) => unknown;
const t = i18n.t as unknown as Loose;

afterEach(() => i18n.changeLanguage('en'));

describe('the translation layer', () => {
  it('reads dotted keys and fills {{name}} from the options, leaving unknown names', () => {
    expect(t('zzTest.greeting', { name: 'Aline' })).toBe('Hello, Aline');
    expect(t('zzTest.twice', { name: 'Eric' })).toBe('Eric and Eric but not {{other}}');
    expect(t('zzTest.nested.deep.word')).toBe('Deep');
  });

  it('does not escape: React does', () => {
    expect(t('zzTest.greeting', { name: '<b>&' })).toBe('Hello, <b>&');
  });

  it('chooses the plural form by count, and _zero for 0 when there is one', () => {
    expect(t('zzTest.hour', { count: 1 })).toBe('1 hour');
    expect(t('zzTest.hour', { count: 3 })).toBe('3 hours');
    expect(t('zzTest.hour', { count: 0 })).toBe('0 hours');
    expect(t('zzTest.message', { count: 0 })).toBe('No messages');
    expect(t('zzTest.message', { count: 1 })).toBe('One message');
    expect(t('zzTest.message', { count: 12 })).toBe('12 messages');
  });

  it('returns a list or a group only when asked to', () => {
    expect(t('zzTest.list', { returnObjects: true })).toEqual([
      { title: 'First' },
      { title: 'Second' },
    ]);
    expect(t('zzTest.nested')).toBe('zzTest.nested');
  });

  it('answers a missing key with its default value, or else the key', () => {
    expect(t('zzTest.missing', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
    expect(t('zzTest.missing')).toBe('zzTest.missing');
  });

  it("follows another language's plural rules, and falls back to English", () => {
    i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(t('zzTest.greeting', { name: 'Aline' })).toBe('Bonjour, Aline');
    expect(t('zzTest.hour', { count: 0 })).toBe('0 heure'); // French says one for 0
    expect(t('zzTest.onlyEnglish')).toBe('Only in English');
  });

  it('redraws components when the language changes or words arrive', () => {
    function Greeting() {
      const { t: translate, i18n: store } = useTranslation();
      const loose = translate as unknown as Loose;
      return (
        <p>
          {store.language}: {String(loose('zzTest.greeting', { name: 'Aline' }))} /{' '}
          {String(loose('zzTest.late'))}
        </p>
      );
    }
    render(<Greeting />);
    expect(screen.getByText(/^en:/)).toHaveTextContent('en: Hello, Aline / zzTest.late');
    act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText(/^fr:/)).toHaveTextContent('fr: Bonjour, Aline / zzTest.late');
    act(() => i18n.addTranslations('fr', { zzTest: { greeting: 'Salut, {{name}}', late: 'Là' } }));
    expect(screen.getByText(/^fr:/)).toHaveTextContent('fr: Salut, Aline / Là');
  });
});
