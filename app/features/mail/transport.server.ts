import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/outbox (open it with any mail client), so a fresh install never loses a notification.
 */
export function createMailTransport({
  smtpUrl,
  dataDir,
}: {
  smtpUrl?: string;
  dataDir: string;
}): MailTransport {
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    // Short timeouts: a stalled SMTP server must not hold the outbox worker for minutes.
    const smtp = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
      secure: url.protocol === "smtps:",
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      ignoreTLS: url.searchParams.get("tls") === "off",
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        await smtp.sendMail({
          from: mail.from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          messageId: `<${mail.id}@africaclean.tg>`,
        });
      },
      close: () => smtp.close(),
    };
  }
  const folder = path.join(dataDir, "outbox");
  mkdirSync(folder, { recursive: true });
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(mail) {
      const info = await writer.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: `<${mail.id}@africaclean.tg>`,
      });
      // The id names the file, so a retried message overwrites rather than duplicates.
      writeFileSync(path.join(folder, `${mail.id}.eml`), info.message as Buffer);
    },
    close() {},
  };
}
