import { describe, expect, it } from 'vitest';
import { deviceKind, deviceName } from './user-agent';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';

describe('device kind and name from the user agent', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceKind(IPHONE)).toBe('Mobile');
    expect(deviceKind(ANDROID_PHONE)).toBe('Mobile');
    expect(deviceKind(ANDROID_TABLET)).toBe('Tablet');
    expect(deviceKind(IPAD)).toBe('Tablet');
    expect(deviceKind(WINDOWS_EDGE)).toBe('Desktop');
    expect(deviceKind(undefined)).toBe('Desktop');
  });

  it('names browser and system', () => {
    expect(deviceName(IPHONE)).toBe('Safari on iPhone');
    expect(deviceName(ANDROID_PHONE)).toBe('Chrome on Android');
    expect(deviceName(WINDOWS_EDGE)).toBe('Edge on Windows');
    expect(deviceName(MAC_FIREFOX)).toBe('Firefox on Mac');
    expect(deviceName('curl/8.0')).toBe('Unknown desktop device');
  });
});
