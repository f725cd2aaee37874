import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count: 1 for one reverse proxy', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('takes a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.2', '10.0.1.0/24', 'fd00::/8', 'loopback']);
  });

  it('refuses true at start, saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true trusts every hop.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.2/s);
  });

  it('refuses what is neither a count nor addresses, naming the entry', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.2,proxy.example.com' })).toThrow(/TRUST_PROXY.*proxy\.example\.com/s);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY.*10\.0\.0\.0\/33/s);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
});
