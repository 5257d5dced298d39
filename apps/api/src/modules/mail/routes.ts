// The development outbox (when SMTP_URL is not set; not registered in production), so the invitation and
// reset flows can be followed without a mail server. Its messages hold every invitation link and reset code,
// so only a signed-in provider admin reads them (admin-only.ts):
// - GET /dev/mail.json: the latest messages, newest first, with their links (tests, scripts, the page below);
// - GET /dev/mail: a page that holds no mail itself: its script (GET /dev/mail.js, a file of its own because
//   the content security policy allows no inline script) reads the portal's session from this origin's
//   local storage and asks /dev/mail.json with it, so an admin signed in to the portal opens it in the browser.
import type { FastifyInstance } from "fastify";
import { providerAdminOnly } from "./admin-only";

/** Where the portal keeps its bearer token (STORAGE_KEYS.token in apps/portal/src/state/atoms.ts). */
export const PORTAL_TOKEN_STORAGE_KEY = "ledgerline.token";

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ledgerline mail (development)</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#555}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style>
<script src="/dev/mail.js" defer></script>
</head><body><main><h1>Mail outbox</h1><p>Messages the API would have sent (SMTP_URL is not set), newest first.</p>
<div id="outbox" aria-live="polite"><p>Loading…</p></div></main>
</body></html>`;

// Built with the DOM's text nodes only: the messages' subjects and bodies are never parsed as HTML.
const SCRIPT = `"use strict";
(async () => {
  const outbox = document.getElementById("outbox");
  const element = (name, text, className) => {
    const node = document.createElement(name);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  const say = (text, link) => {
    const paragraph = element("p", text);
    if (link) {
      paragraph.append(" ");
      const anchor = element("a", link.text);
      anchor.href = link.href;
      paragraph.append(anchor);
    }
    outbox.replaceChildren(paragraph);
  };
  let token = null;
  try {
    token = JSON.parse(localStorage.getItem(${JSON.stringify(PORTAL_TOKEN_STORAGE_KEY)}) ?? "null");
  } catch {}
  const response = await fetch("/dev/mail.json", {
    headers: typeof token === "string" ? { authorization: "Bearer " + token } : {},
  });
  if (response.status === 401 || response.status === 403) {
    say("Only a provider administrator signed in to the portal may read the outbox.", {
      text: "Sign in, then reload this page.",
      href: "/login",
    });
    return;
  }
  if (!response.ok) {
    say("The outbox could not be read (" + response.status + "). Reload the page to try again.");
    return;
  }
  const { messages } = await response.json();
  if (messages.length === 0) {
    say("No data could be found.");
    return;
  }
  outbox.replaceChildren(
    ...messages.map((message) => {
      const article = element("article");
      article.append(element("h2", message.subject));
      article.append(element("p", "To " + message.to + " · " + message.created + " · " + message.language, "meta"));
      const links = message.links.filter((link) => /^https?:\\/\\//.test(link));
      if (links.length > 0) {
        const list = element("ul");
        for (const link of links) {
          const item = element("li");
          const anchor = element("a", link);
          anchor.href = link;
          item.append(anchor);
          list.append(item);
        }
        article.append(list);
      }
      article.append(element("pre", message.text));
      return article;
    }),
  );
})();
`;

export function mailRoutes(app: FastifyInstance): void {
  if (app.services.config.production) return;
  const latest = () => app.services.mailer.latestInOutbox(100);

  app.get("/dev/mail.json", { preHandler: providerAdminOnly }, async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ messages: await latest() }),
  );
  app.get("/dev/mail", async (_request, reply) =>
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(PAGE),
  );
  app.get("/dev/mail.js", async (_request, reply) =>
    reply.header("cache-control", "no-store").type("text/javascript; charset=utf-8").send(SCRIPT),
  );
}
