import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

describe('STORAGE', () => {
  const s3 = { STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:8080', S3_BUCKET: 'plumbing-files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps files in the local folder unless set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE: 'local' }).storage).toEqual({ kind: 'local' });
  });

  it('takes an S3 bucket, region us-east-1 and virtual-hosted URLs by default', () => {
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:8080',
      bucket: 'plumbing-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...s3, S3_REGION: 'ap-southeast-2', S3_FORCE_PATH_STYLE: 'true' }).storage).toMatchObject({
      region: 'ap-southeast-2',
      forcePathStyle: true,
    });
  });

  it('stops the start, in words, on missing or wrong settings', () => {
    expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow('STORAGE: "gcs" is not a storage; use STORAGE=local');
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: not set');
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow('S3_SECRET_ACCESS_KEY: not set');
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: '127.0.0.1:8080' })).toThrow('S3_ENDPOINT: "127.0.0.1:8080" is not a URL');
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Plumbing_Files' })).toThrow('S3_BUCKET: "Plumbing_Files" is not a valid bucket name');
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE: "yes" must be true or false');
  });
});
