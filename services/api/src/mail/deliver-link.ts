import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config/load-config.ts';
import { sendMail } from './send-mail.ts';

/** A one-time link to hand to a person: a password reset or an invitation. */
export interface LinkMail {
  kind: 'password reset link' | 'invitation link';
  to: string;
  subject: string;
  text: string;
  url: string;
}

/**
 * Mails a one-time link when SMTP is set up, else writes it to the log for the operator (local
 * mode: the api's log). Never awaited by the request: its answer must not depend on whether an
 * account exists or how slow the mail server is; failures are logged.
 */
export function deliverLink(config: Readonly<ApiConfig>, log: FastifyBaseLogger, mail: LinkMail): void {
  if (!config.smtp) {
    log.info({ to: mail.to, url: mail.url }, `${mail.kind} (no SMTP_URL: deliver it yourself)`);
    return;
  }
  sendMail(
    { url: config.smtp.url },
    { from: config.smtp.from, to: mail.to, subject: mail.subject, text: mail.text },
  ).then(
    () => log.info({ to: mail.to }, `${mail.kind} mailed`),
    (err: unknown) => log.error({ err, to: mail.to }, `${mail.kind} could not be mailed`),
  );
}
