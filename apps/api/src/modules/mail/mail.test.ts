import { Script } from "node:vm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app";
import { useTestDatabase } from "../../../test/database";
import { gql, login, seedClient, seedReference, seedUser } from "../../../test/fixtures";
import { PORTAL_TOKEN_STORAGE_KEY } from "./routes";
import { MAIL_LANGUAGES, renderMail } from "./templates";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];

/** The decoded bodies of a raw MIME message's base64 parts (non-ASCII text is sent base64-encoded). */
function decodeParts(raw: string): string {
  return raw
    .split(/Content-Transfer-Encoding: base64\r?\n\r?\n/)
    .slice(1)
    .map((part) => Buffer.from(part.split(/\r?\n--/)[0]!.replace(/\s+/g, ""), "base64").toString("utf8"))
    .join("\n");
}
let smtp: SMTPServer;
let smtpPort = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const database = useTestDatabase("mail");
const viaSmtp = useTestApp(database, () => ({
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  mailFrom: "Ledgerline <no-reply@portal.test>",
}));
const viaOutbox = useTestApp(database);
const production = useTestApp(database, { production: true });

const ASK = `mutation ($e: String!) { processEmailForReset(userEmail: $e) { success } }`;

describe("mail through SMTP", () => {
  it("sends the invitation to a real SMTP server, and keeps nothing in the outbox", async () => {
    const db = database.db();
    await seedReference(db);
    const client = await seedClient(db, "Mail Bank");
    const admin = await seedUser(db, "ada.admin@provider.test", ["investor-admin"]);
    const token = await login(viaSmtp(), admin.email, admin.password);
    const answer = await gql(
      viaSmtp(),
      `mutation ($u: UserInput!) { createUser(user: $u) { success user { invitation { mailId } } } }`,
      {
        u: {
          firstName: "Sol",
          lastName: "Smtp",
          email: "sol.smtp@mail.test",
          roles: ["CLIENT"],
          language: "ru",
          clients: { ids: [client._id] },
        },
      },
      { token },
    );
    expect(answer.data?.createUser.success).toBe(true);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("no-reply@portal.test");
    expect(mail?.to).toEqual(["sol.smtp@mail.test"]);
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    const text = decodeParts(mail?.raw ?? "");
    expect(text).toContain("Здравствуйте, Sol Smtp!");
    expect(text).toContain("http://portal.test/registration/");
    expect(answer.data?.createUser.user.invitation.mailId).toMatch(/@/);
    expect(await db.collection("mailOutbox").countDocuments()).toBe(0);
  });
});

describe("mail kept for development", () => {
  let adminToken = "";

  beforeAll(async () => {
    const admin = await seedUser(database.db(), "abe.admin@provider.test", ["investor-admin"]);
    adminToken = await login(viaOutbox(), admin.email, admin.password);
  });

  function readMail(url: string, token?: string) {
    return viaOutbox().inject({
      method: "GET",
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  it("stores mail without SMTP_URL and lists it, newest first, at /dev/mail.json", async () => {
    await seedUser(database.db(), "olly.outbox@mail.test", ["CLIENT"], {}, { language: "es" });
    await gql(viaOutbox(), ASK, { e: "olly.outbox@mail.test" });
    await gql(viaOutbox(), ASK, { e: "ada.admin@provider.test" });
    const json = (await readMail("/dev/mail.json", adminToken)).json();
    expect(json.messages.map((message: { to: string }) => message.to).slice(0, 2)).toEqual([
      "ada.admin@provider.test",
      "olly.outbox@mail.test",
    ]);
    const spanish = json.messages[1] as { subject: string; links: string[] };
    expect(spanish.subject).toContain("Su código para restablecer la contraseña de Ledgerline");
    expect(spanish.links).toContain("http://portal.test/login/resetpassword");
  });

  it("serves /dev/mail as a page without mail in it, whose script asks /dev/mail.json with the portal's session", async () => {
    await gql(viaOutbox(), ASK, { e: "olly.outbox@mail.test" });
    const page = await readMail("/dev/mail");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain('<script src="/dev/mail.js" defer></script>');
    expect(page.body).not.toContain("olly.outbox@mail.test");
    const script = await readMail("/dev/mail.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/text\/javascript/);
    expect(script.body).toContain(`localStorage.getItem("${PORTAL_TOKEN_STORAGE_KEY}")`);
    expect(script.body).toContain('fetch("/dev/mail.json"');
    // Parses as a script (a syntax error would leave the page at "Loading…").
    expect(() => new Script(script.body)).not.toThrow();
  });

  it("is read by signed-in provider admins only: 401 without a session, 403 for everyone else", async () => {
    const db = database.db();
    await gql(viaOutbox(), ASK, { e: "olly.outbox@mail.test" });
    const provider = await seedUser(db, "pia.provider@provider.test", ["investor"]);
    const client = await seedUser(db, "cleo.client@mail.test", ["CLIENT"]);
    const others = {
      provider: await login(viaOutbox(), provider.email, provider.password),
      client: await login(viaOutbox(), client.email, client.password),
    };
    for (const url of ["/dev/mail.json"]) {
      const anonymous = await readMail(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ success: 0, message: "Authentication required" });
      const forged = await readMail(url, `${adminToken.slice(0, -4)}AAAA`);
      expect(forged.statusCode, url).toBe(401);
      expect(forged.body).not.toContain("olly.outbox@mail.test");
      for (const [who, token] of Object.entries(others)) {
        const refused = await readMail(url, token);
        expect(refused.statusCode, `${who} ${url}`).toBe(403);
        expect(refused.json()).toEqual({ success: 0, message: "Forbidden" });
      }
      const allowed = await readMail(url, adminToken);
      expect(allowed.statusCode, url).toBe(200);
      expect(allowed.body).toContain("olly.outbox@mail.test");
    }
  });

  it("has no /dev/mail in production", async () => {
    for (const url of ["/dev/mail", "/dev/mail.js", "/dev/mail.json"]) {
      const response = await production().inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("mail templates", () => {
  it("exist for every kind in en, fr, es, pt and ru, with every value filled in", () => {
    const values = {
      name: "Ana",
      inviter: "Ada",
      link: "http://portal.test/x",
      date: "1 May 2025",
      token: "TOKEN12345",
      code: "CODE1234",
      template: "MFI quarterly",
      client: "Andes",
      period: "Sep 2025",
    };
    const subjects = new Set<string>();
    for (const kind of ["invitation", "validationToken", "resetCode", "reportReminder"] as const) {
      for (const language of MAIL_LANGUAGES) {
        const mail = renderMail(kind, language, values);
        expect(mail.language).toBe(language);
        expect(mail.text, `${kind} ${language}`).not.toMatch(/\{\w+\}/);
        expect(mail.text).toContain("Ana");
        expect(mail.links).toEqual(["http://portal.test/x"]);
        subjects.add(mail.subject);
      }
    }
    expect(subjects.size).toBe(20);
    expect(renderMail("resetCode", "vi", values).language).toBe("en");
    expect(renderMail("invitation", "en", { ...values, name: "<b>" }).html).toContain("&#60;b&#62;");
  });
});
