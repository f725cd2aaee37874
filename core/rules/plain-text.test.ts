import { describe, expect, it } from 'vitest';
import { noteProblem } from './plain-text';

describe('noteProblem', () => {
  it('accepts a plain note with the punctuation plumbers use', () => {
    for (const note of [
      'Thanks Helen, the pressure was 620 kPa before the valve (now < 500 kPa).',
      'Hot water at 55°C, e.g. set the tempering valve to 50 °C, i.e. a small turn.\nCall us on 03 9555 0100.',
      'Mr.Li asked about the drain; etc.It will be fine. Job HP-50001, 3.5 m of pipe, 1.2.3 rev.',
    ])
      expect(noteProblem(note), note).toBeNull();
  });

  it('refuses anything like a link', () => {
    for (const note of [
      'see http://example.com',
      'HTTPS://EVIL.EXAMPLE',
      'go to http colon slash slash',
      'visit www.example',
      'ftp://files.example',
      'mailto:someone@example.com',
      'javascript:alert(1)',
      'pay at example.com today',
      'bit.ly/abc',
      'shop.example.com.au',
      'email me at tradie@mail.net',
      'open 192.168.1.20/admin',
    ])
      expect(noteProblem(note), note).toBe('link');
  });

  it('refuses markup and hidden characters', () => {
    for (const note of ['<b>urgent</b>', 'Hello <img src=x onerror=alert(1)>', 'invoice\u202Etxt.exe', 'pay\u200Bnow', 'bell\u0007'])
      expect(noteProblem(note), note).toBe('markup');
  });
});
