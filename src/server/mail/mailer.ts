import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

/**
 * SMTP when configured; otherwise each message becomes a JSON file in DATA_DIR/outbox. The log names
 * only the file: links in these e-mails (password reset, verification, invitation) are credentials.
 */
export function createMailer(opts: { smtp: SmtpConfig | null; outboxDir: string; log: (msg: string) => void }): Mailer {
  if (opts.smtp) {
    const smtp = opts.smtp;
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
    });
    return {
      mode: 'smtp',
      async send(msg) {
        await transport.sendMail({ from: smtp.from, ...msg });
      },
    };
  }
  return {
    mode: 'outbox',
    async send(msg) {
      await mkdir(opts.outboxDir, { recursive: true });
      const createdAt = new Date().toISOString();
      const safeTo = msg.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(opts.outboxDir, `${createdAt.replace(/[:.]/g, '-')}-${safeTo}.json`);
      await writeFile(file, JSON.stringify({ ...msg, createdAt }, null, 2));
      opts.log(`e-mail gravado em DATA_DIR/outbox/${path.basename(file)}`);
    },
  };
}

/** Minimal, escaped HTML layout shared by every e-mail. */
export function emailHtml(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${esc(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${esc(action.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${esc(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#111"><h2>${esc(title)}</h2>${body}${button}<p style="color:#666;font-size:12px">Apura — conferências fiscais para escritórios contábeis</p></body></html>`;
}
