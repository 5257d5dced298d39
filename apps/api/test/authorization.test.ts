// The authorization suite: every query and mutation of the schema (operation-cases.ts, whose coverage test
// fails for an operation without a case) is called
//   1. as no one: every operation that is not public answers UNAUTHENTICATED;
//   2. with forged tokens (signed with another secret, a payload changed under a real signature, unsigned,
//      garbage): UNAUTHENTICATED, the same;
//   3. as a regional director whose regions leave client B out, with B's ids: FORBIDDEN, or nothing of B in the
//      answer;
//   4. as a client user, a client admin and a regional director, each on the operations whose declared
//      permission (operation.ts) their roles lack, with their own client's ids: FORBIDDEN.
// After each group of calls the whole database (every collection, none left out) is compared with a snapshot
// taken before it (call-groups.ts): calls refused, or reading, change no document at all; the flows that
// write by design (`writes` in operation-cases.ts: the rate limiter's counters of the public token and reset
// flows, a reset code mailed to its address, the audit of a wrong code, the caller's own language, a regional
// director's own export) change only what they declare.
import { SignJWT, decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { roleNames } from "@ledgerline/schemas";
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from "../src/modules/sessions/tokens";
import { TEST_JWT_SECRET, useTestApp } from "./app";
import { describeCalls } from "./call-groups";
import { changesBetween, snapshotDatabase } from "./database-snapshot";
import { useTestDatabase } from "./database";
import { LATAM, errorCode, gql, login, seedUser } from "./fixtures";
import {
  FORBIDDEN,
  PROVIDER_KEY,
  UNAUTHENTICATED,
  cases,
  meetsRequirement,
  operationsWithoutCase,
  requirementOf,
  rolesAllow,
  schemaOperations,
  seedWorld,
  world,
} from "./operation-cases";
import type { Check, OperationCase } from "./operation-cases";

const database = useTestDatabase("authorization");
const app = useTestApp(database);

const names = roleNames(PROVIDER_KEY);

interface Caller {
  roles: string[];
  id: string;
  token: string;
}
const callers: Record<"client" | "clientAdmin" | "director" | "admin", Caller> = {
  client: { roles: [names.client], id: "", token: "" },
  clientAdmin: { roles: [names.client, names.clientAdmin], id: "", token: "" },
  director: { roles: [names.regionalDirector], id: "", token: "" },
  admin: { roles: [names.admin], id: "", token: "" },
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const forged = {
  "a token signed with another secret (an admin's live session)": "",
  "a client user's token whose payload names the admin's session": "",
  "an unsigned token (alg none) naming the admin's session": "",
  "a garbage string": "garbage-that-is-not-a-token",
};
type Forgery = keyof typeof forged;

/** The admin's real claims, signed with `secret`. */
async function signAdminClaims(secret: string): Promise<string> {
  const claims = decodeJwt(callers.admin.token);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub!)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(claims.exp!)
    .sign(new TextEncoder().encode(secret));
}

beforeAll(async () => {
  const db = database.db();
  await seedWorld(db);
  const users = {
    client: await seedUser(db, "abe.a@a.test", callers.client.roles, { ids: [world.a.client] }),
    clientAdmin: await seedUser(db, "ada.a@a.test", callers.clientAdmin.roles, { ids: [world.a.client] }),
    // Latin America, client A's region; client B is in Africa.
    director: await seedUser(db, "rita.director@provider.test", callers.director.roles, { regions: [LATAM] }),
    admin: await seedUser(db, "adam.admin@provider.test", callers.admin.roles),
  };
  for (const [name, seeded] of Object.entries(users)) {
    const caller = callers[name as keyof typeof callers];
    caller.id = seeded.user._id;
    caller.token = await login(app(), seeded.email, seeded.password);
  }
  const admin = decodeJwt(callers.admin.token);
  const [header, , signature] = callers.client.token.split(".");
  const payload = { ...decodeJwt(callers.client.token), sub: admin.sub, sid: admin.sid };
  forged["a token signed with another secret (an admin's live session)"] = await signAdminClaims(
    "another-secret-of-at-least-thirty-two-characters",
  );
  forged["a client user's token whose payload names the admin's session"] =
    `${header}.${base64url(payload)}.${signature}`;
  forged["an unsigned token (alg none) naming the admin's session"] =
    `${base64url({ alg: "none", typ: "JWT" })}.${base64url(admin)}.`;
});

/** Without a valid session: UNAUTHENTICATED, but a public operation may answer as it answers anyone. */
const withoutSession = (testCase: OperationCase): Check => {
  if (requirementOf(testCase) !== "public") return UNAUTHENTICATED;
  return (answer, context) =>
    errorCode(answer) === "UNAUTHENTICATED"
      ? UNAUTHENTICATED(answer, context)
      : testCase.check(answer, context);
};

describe("every operation has a case", () => {
  it("calls every query and mutation of the schema", () => {
    expect(operationsWithoutCase()).toEqual([]);
  });
});

describe("the database snapshot", () => {
  it("sees a changed field, an added and a removed document", async () => {
    const db = database.db();
    const before = await snapshotDatabase(db);
    await db.collection("regions").updateOne({ _id: LATAM as never }, { $set: { region: "Latin America!" } });
    await db.collection("scratch").insertOne({ _id: "one" as never });
    const during = await snapshotDatabase(db);
    await db.collection("regions").updateOne({ _id: LATAM as never }, { $set: { region: "Latin America" } });
    await db.collection("scratch").deleteOne({ _id: "one" as never });
    const after = await snapshotDatabase(db);
    const summary = (changes: ReturnType<typeof changesBetween>) =>
      changes.map(({ collection, kind, fields }) => [collection, kind, fields]);
    expect(summary(changesBetween(before, during))).toEqual([
      ["regions", "changed", ["region"]],
      ["scratch", "added", []],
    ]);
    expect(summary(changesBetween(during, after))).toEqual([
      ["regions", "changed", ["region"]],
      ["scratch", "removed", []],
    ]);
  });
});

describe("1. as no one (no token)", () => {
  describeCalls("without an authorization header", {
    app,
    db: () => database.db(),
    cases,
    token: () => undefined,
    callerId: () => null,
    roles: null,
    target: () => world.b,
    home: () => world.a,
    expected: withoutSession,
  });
});

describe("2. with a forged token", () => {
  it("the admin's claims signed with the API's secret sign the admin in; every forged token is refused", async () => {
    const query = "{ whoAmI { _id } }";
    const genuine = await gql(app(), query, {}, { token: await signAdminClaims(TEST_JWT_SECRET) });
    expect(genuine.data?.whoAmI?._id).toBe(callers.admin.id);
    for (const token of Object.values(forged)) {
      const answer = await gql(app(), query, {}, { token });
      expect(errorCode(answer), token).toBe("UNAUTHENTICATED");
    }
  });

  for (const forgery of Object.keys(forged) as Forgery[]) {
    describeCalls(forgery, {
      app,
      db: () => database.db(),
      cases,
      token: () => forged[forgery],
      callerId: () => null,
      roles: null,
      target: () => world.b,
      home: () => world.a,
      expected: withoutSession,
    });
  }
});

describe("3. as a regional director whose regions leave client B out, using B's ids", () => {
  const director = callers.director;
  describeCalls("regional director of Latin America", {
    app,
    db: () => database.db(),
    cases,
    token: () => director.token,
    callerId: () => director.id,
    roles: director.roles,
    target: () => world.b,
    home: () => world.a,
    expected: (testCase) =>
      meetsRequirement(testCase, director.roles) ? (testCase.provider ?? testCase.check) : FORBIDDEN,
  });
});

describe("4. as a non-admin on the operations whose declared permission their roles lack, using client A's ids (in their scope)", () => {
  /** The permissions no role but the admin's holds, and the operations that declare one. */
  const adminOnly = schemaOperations()
    .filter(({ declaration }) => {
      const requirement = declaration?.requirement;
      if (requirement === undefined || requirement === "public" || requirement === "session") return false;
      return Object.values(names).every((role) => rolesAllow([role], requirement) === (role === names.admin));
    })
    .map(({ field }) => field);

  for (const name of ["client", "clientAdmin", "director"] as const) {
    const caller = callers[name];
    const refused = cases.filter((testCase) => {
      const requirement = requirementOf(testCase);
      return typeof requirement === "object" && !rolesAllow(caller.roles, requirement);
    });

    it(`${name}: the operations derived from the declarations include every admin-only one`, () => {
      expect(adminOnly.length).toBeGreaterThan(0);
      const derived = new Set(refused.map((testCase) => testCase.operation));
      expect(adminOnly.filter((operation) => !derived.has(operation))).toEqual([]);
    });

    describeCalls(name, {
      app,
      db: () => database.db(),
      cases: refused,
      token: () => caller.token,
      callerId: () => caller.id,
      roles: caller.roles,
      target: () => world.a,
      home: () => world.a,
      expected: () => FORBIDDEN,
    });
  }
});
