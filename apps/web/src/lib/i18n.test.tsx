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

afterEach(() => i18n.setLanguage('en'));

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
    i18n.setLanguage('fr');
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
    act(() => i18n.setLanguage('fr'));
    expect(screen.getByText(/^fr:/)).toHaveTextContent('fr: Bonjour, Aline / zzTest.late');
    act(() => i18n.addTranslations('fr', { zzTest: { greeting: 'Salut, {{name}}', late: 'Là' } }));
    expect(screen.getByText(/^fr:/)).toHaveTextContent('fr: Salut, Aline / Là');
  });
});

/** A part's words that arrive when the test says so. */
function deferredWords() {
  let settle!: (words: Record<string, unknown> | Error) => void;
  const arrived = new Promise<Record<string, unknown>>((resolve, reject) => {
    settle = (words) => (words instanceof Error ? reject(words) : resolve(words));
  });
  return { arrived, settle };
}

describe('parts of other languages (rules §9.15)', () => {
  let realLoader: ReturnType<typeof i18n.useLoader>;
  afterEach(() => {
    i18n.useLoader(realLoader);
    i18n.setLanguage('en');
  });

  it('loads a part registered while another language shows; ready() waits for it', async () => {
    const words = deferredWords();
    realLoader = i18n.useLoader((language, part) =>
      language === 'xa' && part === 'zz-late' ? words.arrived : undefined,
    );
    i18n.setLanguage('xa');
    i18n.addPart('zz-late', { zzLate: { word: 'Word' } });
    expect(t('zzLate.word')).toBe('Word'); // English until its words come
    let ready = false;
    const waiting = i18n.ready().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    words.settle({ zzLate: { word: 'Mot' } });
    await waiting;
    expect(t('zzLate.word')).toBe('Mot');
  });

  it('shows a language only once its words are here', async () => {
    const words = deferredWords();
    realLoader = i18n.useLoader((language, part) =>
      language === 'xb' && part === 'zz-switch' ? words.arrived : undefined,
    );
    i18n.addPart('zz-switch', { zzSwitch: { word: 'Word' } });
    const switching = i18n.changeLanguage('xb');
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    words.settle({ zzSwitch: { word: 'Wort' } });
    await switching;
    expect(i18n.language).toBe('xb');
    expect(t('zzSwitch.word')).toBe('Wort');
  });

  it('fails and keeps the language shown when words do not come, and asks again later', async () => {
    let calls = 0;
    realLoader = i18n.useLoader((language, part) => {
      if (language !== 'xc' || part !== 'zz-offline') return undefined;
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ zzOffline: { word: 'Ijambo' } });
    });
    i18n.addPart('zz-offline', { zzOffline: { word: 'Word' } });
    await expect(i18n.changeLanguage('xc')).rejects.toThrow();
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('xc');
    expect(calls).toBe(2);
    expect(i18n.language).toBe('xc');
    expect(t('zzOffline.word')).toBe('Ijambo');
  });
});
