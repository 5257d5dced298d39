// Cross-cutting behaviour of the HTTP and GraphQL platform: limits on queries and bodies, security headers,
// and logs that never carry a password or a token.
import { Writable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "./app";
import { useTestDatabase } from "./database";
import { gql, login, seedUser } from "./fixtures";

const database = useTestDatabase("platform");
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const app = useTestApp(database, {}, { logger: { level: "trace", stream: logStream } });
const secure = useTestApp(database, { publicUrl: "https://portal.example" });

describe("GraphQL request limits", () => {
  it("refuses a query nested deeper than the limit", async () => {
    const deep =
      "{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }";
    const response = await app().inject({ method: "POST", url: "/graphql", payload: { query: deep } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/exceeds the query depth limit/);
  });

  it("refuses a query selecting too many fields, also through aliases", async () => {
    const aliases = Array.from({ length: 1600 }, (_, i) => `v${i}: version`).join(" ");
    const response = await app().inject({
      method: "POST",
      url: "/graphql",
      payload: { query: `{ ${aliases} }` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ extensions: { code: "QUERY_TOO_COMPLEX" } });
    const fine = await gql(app(), `{ ${Array.from({ length: 50 }, (_, i) => `v${i}: version`).join(" ")} }`);
    expect(fine.errors).toBeUndefined();
  });

  it("refuses a body over 1 MiB", async () => {
    const response = await app().inject({
      method: "POST",
      url: "/graphql",
      payload: { query: `{ version }`, padding: "x".repeat(1100 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe("HTTP security headers", () => {
  it("sends helmet's headers, without https-only ones over plain http", async () => {
    const response = await app().inject({ method: "GET", url: "/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(response.headers["content-security-policy"]).not.toMatch(/upgrade-insecure-requests/);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("pins https when the public address is https", async () => {
    const response = await secure().inject({ method: "GET", url: "/health" });
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=/);
    expect(response.headers["content-security-policy"]).toMatch(/upgrade-insecure-requests/);
  });
});

describe("logs", () => {
  beforeAll(() => seedUser(database.db(), "larry.logged@client.test", ["CLIENT"]));

  it("carry neither passwords, nor tokens, nor reset codes", async () => {
    const password = "Secret-pass-1";
    await app().inject({
      method: "POST",
      url: "/auth/login",
      payload: { username: "larry.logged@client.test", password: "Wrong-secret-9" },
    });
    const token = await login(app(), "larry.logged@client.test", password);
    await gql(app(), "{ whoAmI { _id } }", {}, { token });
    await gql(
      app(),
      `mutation ($p: String!) { updateUserPassword(user: { email: "larry.logged@client.test", token: "CODE-XYZ-1" }, password: $p) { success } }`,
      { p: "Leaked-pass-7" },
    );
    // A GraphQL error with the password among the variables, which Mercurius logs.
    await gql(
      app(),
      `mutation ($p: String!) { updateUserPassword(user: { nope: 1 }, password: $p) { success } }`,
      { p: "Leaked-pass-8" },
    );
    await app().inject({ method: "GET", url: "/auth/sso/callback?code=SECRET-CODE-123&state=abc" });
    const log = lines.join("");
    expect(log).toContain("/auth/login");
    for (const secret of [
      password,
      "Wrong-secret-9",
      "Leaked-pass-7",
      "Leaked-pass-8",
      "CODE-XYZ-1",
      "SECRET-CODE-123",
      token,
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
