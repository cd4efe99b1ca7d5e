import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailError, sendMail } from '../src/mail/send-mail.ts';
import { startSmtpStandIn } from './helpers/smtp-stand-in.ts';

let certificate: { key: string; cert: string };
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'folio-smtp-tls-'));
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    join(folder, 'key.pem'),
    '-out',
    join(folder, 'cert.pem'),
  ]);
  certificate = {
    key: await readFile(join(folder, 'key.pem'), 'utf8'),
    cert: await readFile(join(folder, 'cert.pem'), 'utf8'),
  };
});
afterAll(async () => rm(folder, { recursive: true, force: true }));

const message = {
  from: 'Folio <no-reply@folio.dev>',
  to: 'ada@acme.dev',
  subject: 'Réinitialiser',
  text: 'Line one\n.starts with a dot\nhttps://app.folio.dev/password-reset/abc',
};

describe('sendMail', () => {
  it('upgrades with STARTTLS, authenticates, and delivers a dot-stuffed UTF-8 message', async () => {
    const server = await startSmtpStandIn({ tls: certificate, credentials: { user: 'mailer', password: 'p@ss word' } });
    try {
      await sendMail(
        {
          url: `smtp://mailer:${encodeURIComponent('p@ss word')}@localhost:${server.port}`,
          tls: { ca: certificate.cert },
        },
        message,
      );
      expect(server.received).toHaveLength(1);
      const [mail] = server.received;
      expect(mail).toMatchObject({
        from: 'no-reply@folio.dev',
        to: ['ada@acme.dev'],
        overTls: true,
        auth: '\0mailer\0p@ss word',
      });
      expect(mail!.data).toContain('Subject: =?UTF-8?B?UsOpaW5pdGlhbGlzZXI=?=\r\n');
      expect(mail!.data).toContain(
        '\r\n\r\nLine one\r\n.starts with a dot\r\nhttps://app.folio.dev/password-reset/abc\r\n',
      );
    } finally {
      await server.close();
    }
  });

  it('speaks TLS from the first byte for smtps://, and authenticates inside it', async () => {
    const server = await startSmtpStandIn({
      tls: certificate,
      implicitTls: true,
      credentials: { user: 'mailer', password: 'secret' },
    });
    try {
      await sendMail({ url: `smtps://mailer:secret@localhost:${server.port}`, tls: { ca: certificate.cert } }, message);
      expect(server.received).toHaveLength(1);
      expect(server.received[0]).toMatchObject({ to: ['ada@acme.dev'], overTls: true, auth: '\0mailer\0secret' });
      expect(server.received[0]!.data).toContain('https://app.folio.dev/password-reset/abc');
    } finally {
      await server.close();
    }
  });

  it('refuses an smtps:// server whose certificate it cannot trust, or that does not speak TLS, before sending credentials', async () => {
    const untrusted = await startSmtpStandIn({
      tls: certificate,
      implicitTls: true,
      credentials: { user: 'mailer', password: 'secret' },
    });
    const plain = await startSmtpStandIn({ credentials: { user: 'mailer', password: 'secret' } });
    try {
      // No `ca`: the self-signed certificate is not trusted.
      await expect(sendMail({ url: `smtps://mailer:secret@localhost:${untrusted.port}` }, message)).rejects.toThrow(
        /self[- ]signed|certificate/i,
      );
      await expect(
        sendMail({ url: `smtps://mailer:secret@localhost:${plain.port}`, tls: { ca: certificate.cert } }, message),
      ).rejects.toThrow();
      expect(untrusted.received).toHaveLength(0);
      expect(plain.received).toHaveLength(0);
    } finally {
      await untrusted.close();
      await plain.close();
    }
  });

  it('says which step the server refused, and refuses header injection', async () => {
    const server = await startSmtpStandIn({ credentials: { user: 'mailer', password: 'right' } });
    try {
      await expect(sendMail({ url: `smtp://mailer:wrong@127.0.0.1:${server.port}` }, message)).rejects.toThrow(
        'SMTP AUTH refused: 535 5.7.8 authentication failed',
      );
      await expect(
        sendMail(
          { url: `smtp://mailer:right@127.0.0.1:${server.port}` },
          { ...message, subject: 'x\r\nBcc: victim@evil.dev' },
        ),
      ).rejects.toBeInstanceOf(MailError);
      expect(server.received).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
