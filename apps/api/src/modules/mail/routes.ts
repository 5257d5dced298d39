// GET /dev/mail: the mail kept in `mailOutbox` (when SMTP_URL is not set), newest first, with its links, so
// the invitation and reset flows can be followed without a mail server. Not registered in production.
// GET /dev/mail.json gives the same as JSON (tests, scripts).
import type { FastifyInstance } from "fastify";
import { escapeHtml } from "./templates";

export function mailRoutes(app: FastifyInstance): void {
  if (app.services.config.production) return;
  const latest = () => app.services.mailer.outbox.find().sort({ created: -1, _id: -1 }).limit(100).toArray();

  app.get("/dev/mail.json", async () => ({ messages: await latest() }));

  app.get("/dev/mail", async (_request, reply) => {
    const messages = await latest();
    const items = messages
      .map(
        (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.created)} · ${escapeHtml(message.language)}</p>
  ${message.links.length > 0 ? `<ul>${message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("")}</ul>` : ""}
  <pre>${escapeHtml(message.text)}</pre>
</article>`,
      )
      .join("\n");
    return reply.type("text/html; charset=utf-8").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ledgerline mail (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#555}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style>
</head><body><h1>Mail outbox</h1><p>Messages the API would have sent (SMTP_URL is not set), newest first.</p>
${items || "<p>No data could be found.</p>"}
</body></html>`);
  });
}
