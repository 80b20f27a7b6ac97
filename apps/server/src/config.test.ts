import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults: port 8080, PGlite under ./data, no trusted proxy, demo data, outbox mail', () => {
    const config = readConfig({ INIT_CWD: '/srv/parcelflow' });
    expect(config).toMatchObject({
      port: 8080, host: '0.0.0.0', dataDir: '/srv/parcelflow/data', filesDir: '/srv/parcelflow/data/files', databaseUrl: undefined,
      logLevel: 'info', trustProxy: false, demoData: true, uploadMaxBytes: 10 * 1024 * 1024, shutdownTimeoutMs: 15_000,
    });
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('reads every variable it knows', () => {
    const config = readConfig({
      PORT: '3000', HOST: '127.0.0.1', DATA_DIR: '/var/lib/parcelflow', DATABASE_URL: 'postgres://app@db:5432/parcelflow', LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.10', DEMO_DATA: 'false', UPLOAD_MAX_MB: '5', SHUTDOWN_TIMEOUT_MS: '20000',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465', MAIL_FROM: 'Parcelflow <noreply@example.com>',
    });
    expect(config).toMatchObject({
      port: 3000, host: '127.0.0.1', dataDir: '/var/lib/parcelflow', databaseUrl: 'postgres://app@db:5432/parcelflow', logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '192.168.1.10'], demoData: false, uploadMaxBytes: 5 * 1024 * 1024, shutdownTimeoutMs: 20_000,
      mail: { smtpUrl: 'smtps://mailer:secret@smtp.example.com:465', from: 'Parcelflow <noreply@example.com>' },
    });
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'false', PORT: '' }).trustProxy).toBe(false);
  });

  it('refuses bad values, naming every bad variable at once', () => {
    const read = () => readConfig({ PORT: 'abc', LOG_LEVEL: 'loud', TRUST_PROXY: 'true', DATABASE_URL: 'mysql://x', DEMO_DATA: 'yes', UPLOAD_MAX_MB: '500' });
    expect(read).toThrow(ConfigError);
    const message = (() => {
      try {
        read();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT="abc"', 'LOG_LEVEL="loud"', 'TRUST_PROXY="true"', 'DATABASE_URL="mysql://x"', 'DEMO_DATA="yes"', 'UPLOAD_MAX_MB="500"']) {
      expect(message).toContain(name);
    }
  });
});
