import { describe, expect, it } from 'vitest';
import { languages } from '../shared/language.js';
import { gsm7Length, isGsm7, smsMaxLength } from './gsm.js';
import { newReplyCode, parseSmsReply, smsAnswerText, type SmsAnswer } from './sms-replies.js';

describe('reading an SMS reply (rules §10.10)', () => {
  const yes = (code: string) => ({ kind: 'answer', answer: 'yes', code });
  const no = (code: string) => ({ kind: 'answer', answer: 'no', code });

  it.each([
    'YES 4821',
    'yes 4821',
    'yego 4821',
    'YEGO4821',
    'Oui 4821',
    'YES-4821',
    '4821 yes',
    '  yes   4821  ',
    'Yes, 4821.',
    '4821-OUI!',
    '"yego" #4821',
  ])('%j accepts', (text) => {
    expect(parseSmsReply(text)).toEqual(yes('4821'));
  });

  it.each(['NO 4821', 'no-4821', 'oya 4821', 'OYA4821', 'Non 4821', '4821 non', 'No. 4821'])(
    '%j declines',
    (text) => {
      expect(parseSmsReply(text)).toEqual(no('4821'));
    },
  );

  it.each(['STOP', 'stop', ' Stop. ', 'START', 'start!'])('%j is a command', (text) => {
    expect(parseSmsReply(text).kind).toBe(
      text.trim().toLowerCase().startsWith('stop') ? 'stop' : 'start',
    );
  });

  it.each([
    ['YES 482', null],
    ['YESS 4821', '4821'],
    ['YES 48211', null],
    ['YES 4821 NO', '4821'],
    ['YES 4821 4822', '4821'],
    ['4821', '4821'],
    ['YES', null],
    ['STOP 4821', '4821'],
    ['please stop', null],
    ['', null],
    ['NOPE 4821', '4821'],
  ])('%j is not guessed at', (text, code) => {
    expect(parseSmsReply(text)).toEqual({ kind: 'unknown', code });
  });
});

describe('reply codes', () => {
  it('are 4 digits and never one already taken', () => {
    const taken = new Set(['1000', '1001']);
    let calls = 0;
    const code = newReplyCode(taken, () => (calls++ < 2 ? calls - 1 : 5));
    expect(code).toBe('1005');
    expect(newReplyCode(new Set(), () => 8999)).toBe('9999');
  });
});

describe('the answers to an SMS (rules §10.10)', () => {
  const answers: SmsAnswer[] = [
    { kind: 'confirmed', ref: 'B9999999', person: 'Jean-Baptiste’sêêêê' },
    { kind: 'declined', ref: 'B9999999', person: 'Jean-Baptiste’sêêêê' },
    { kind: 'refused', ref: 'B9999999', why: 'slotTaken' },
    { kind: 'refused', ref: 'B9999999', why: 'expired' },
    { kind: 'refused', ref: 'B9999999', why: 'decided' },
    { kind: 'notFound', code: '1234', open: Array.from({ length: 30 }, (_, i) => `${1000 + i}`) },
    { kind: 'notFound', code: '1234', open: [] },
    { kind: 'notFound', code: null, open: ['4821'] },
    { kind: 'stopped' },
    { kind: 'started' },
  ];
  for (const language of languages)
    for (const answer of answers)
      it(`${answer.kind} ${'why' in answer ? answer.why : ''} in ${language}: one GSM 7-bit segment`, () => {
        const sms = smsAnswerText(language, answer);
        expect(isGsm7(sms), sms).toBe(true);
        expect(gsm7Length(sms), sms).toBeLessThanOrEqual(smsMaxLength);
        expect(sms).not.toMatch(/undefined|null/);
      });

  it('names the client, the request and the open codes', () => {
    expect(smsAnswerText('en', { kind: 'confirmed', ref: 'B0000042', person: 'Aline' })).toBe(
      "Kodesha: you confirmed B0000042. Aline is told. Reach Aline in the Kodesha app: Messages, or the booking's page.",
    );
    expect(
      smsAnswerText('rw', { kind: 'notFound', code: '1111', open: ['4821', '5530'] }),
    ).toContain('4821, 5530');
    expect(smsAnswerText('fr', { kind: 'refused', ref: 'B0000042', why: 'slotTaken' })).toContain(
      'une autre reservation',
    );
  });
});
