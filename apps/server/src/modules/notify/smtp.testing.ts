import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'secret';

export type TestSmtp = {
  /** smtp://mailer:secret@127.0.0.1:port, as SMTP_URL would name it. */
  url: string;
  /** Every mail accepted, parsed, with the envelope's sender and the user it logged in as. */
  mails: { mail: ParsedMail; envelopeFrom: string; user: unknown }[];
  /** Recipients to refuse at RCPT TO, with how many more times. */
  refusals: Map<string, number>;
  /** Mails accepted for one recipient. */
  mailsTo: (recipient: string) => ParsedMail[];
  /** Stops listening (the server is down); start() listens again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

/** A real SMTP server on 127.0.0.1 (smtp-server), with a login, no TLS, keeping what it receives in memory. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: TestSmtp['mails'] = [];
  const refusals = new Map<string, number>();
  let server: SMTPServer | undefined;
  let port = 0;

  const start = async () => {
    server = new SMTPServer({
      hideSTARTTLS: true,
      allowInsecureAuth: true,
      closeTimeout: 100,
      onAuth(auth, _session, done) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) done(null, { user: auth.username });
        else done(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, done) {
        const left = refusals.get(address.address) ?? 0;
        if (left <= 0) return done();
        refusals.set(address.address, left - 1);
        done(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 450 }));
      },
      onData(stream, session, done) {
        simpleParser(stream).then((mail) => {
          const from = session.envelope.mailFrom;
          mails.push({ mail, envelopeFrom: from ? from.address : '', user: session.user });
          done();
        }, done);
      },
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.server.address() as AddressInfo).port;
  };
  const stop = () => new Promise<void>((resolve) => (server ? server.close(resolve) : resolve()));

  await start();
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    mails,
    refusals,
    mailsTo: (recipient) => mails.map((m) => m.mail).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === recipient),
    stop,
    start,
  };
}
