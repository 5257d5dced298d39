import { request as httpRequest } from "node:http";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { InFlightLimiter, boundGraphQLExecutions, defaultInFlightLimits } from "./in-flight";
import type { Release } from "./in-flight";

const limits = { active: 2, queued: 2, retryAfterSeconds: 1 };

/** Whether a promise has settled, after everything already queued has run (no clock involved). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

/** Waits, turn of the event loop after turn, until `condition` holds (it must, soon). */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10_000 && !condition(); turn++)
    await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

function deferred() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
}

describe(InFlightLimiter, () => {
  it("runs `active` at once per caller, queues `queued` more, and refuses beyond the queue", async () => {
    const limiter = new InFlightLimiter(limits);
    const first = limiter.enter("ana");
    const second = limiter.enter("ana");
    const third = limiter.enter("ana");
    const fourth = limiter.enter("ana");
    expect(await settled(first!)).toBe(true);
    expect(await settled(second!)).toBe(true);
    expect(await settled(third!)).toBe(false);
    expect(await settled(fourth!)).toBe(false);
    expect(limiter.enter("ana")).toBeNull();
    expect([limiter.running("ana"), limiter.waiting("ana")]).toEqual([2, 2]);
  });

  it("hands a released turn to the oldest waiter", async () => {
    const limiter = new InFlightLimiter(limits);
    const releaseFirst = await limiter.enter("ana")!;
    await limiter.enter("ana")!;
    const order: string[] = [];
    const third = limiter.enter("ana")!.then((release) => (order.push("third"), release));
    const fourth = limiter.enter("ana")!.then((release) => (order.push("fourth"), release));
    releaseFirst();
    expect(await settled(third)).toBe(true);
    expect(await settled(fourth)).toBe(false);
    (await third)();
    await fourth;
    expect(order).toEqual(["third", "fourth"]);
    expect([limiter.running("ana"), limiter.waiting("ana")]).toEqual([2, 0]);
  });

  it("keeps callers apart: one caller's full queue refuses nobody else", async () => {
    const limiter = new InFlightLimiter(limits);
    for (let i = 0; i < 4; i++) void limiter.enter("ana");
    expect(limiter.enter("ana")).toBeNull();
    expect(await settled(limiter.enter("ben")!)).toBe(true);
  });

  it("counts a release once, and forgets a caller once idle", async () => {
    const limiter = new InFlightLimiter(limits);
    const release = await limiter.enter("ana")!;
    release();
    release();
    expect(limiter.running("ana")).toBe(0);
    expect(limiter.callerCount).toBe(0);
    const releases: Release[] = await Promise.all([limiter.enter("ana")!, limiter.enter("ana")!]);
    expect(limiter.running("ana")).toBe(2);
    for (const each of releases) each();
    expect(limiter.callerCount).toBe(0);
  });

  it("admits what the portal and the studio fire at once by default, running at most 4", async () => {
    const limiter = new InFlightLimiter(defaultInFlightLimits);
    // A dashboard's page load (5 queries), and the studio's usages of a 17-field section, one request each.
    for (const burst of [5, 17, 20]) {
      const turns = Array.from({ length: burst }, () => limiter.enter(`caller-${burst}`));
      expect(turns.every((turn) => turn !== null)).toBe(true);
      expect(limiter.running(`caller-${burst}`)).toBe(Math.min(4, burst));
    }
  });
});

describe(boundGraphQLExecutions, () => {
  /** A Fastify app with a /graphql route held open until its gate opens, and a /health route. */
  async function appWith(limiter: InFlightLimiter) {
    const app = Fastify();
    const held = deferred();
    let started = 0;
    boundGraphQLExecutions(app, limiter);
    app.post("/graphql", async () => {
      started += 1;
      await held.gate;
      return { data: { ok: true } };
    });
    app.get("/health", async () => ({ status: "ok" }));
    await app.ready();
    return { app, open: held.open, started: () => started };
  }

  const post = (app: Awaited<ReturnType<typeof appWith>>["app"], ip = "10.0.0.1") =>
    app.inject({ method: "POST", url: "/graphql", payload: { query: "{ ok }" }, remoteAddress: ip });

  it("answers 429 with a retry hint beyond the queue, runs the rest in turn, and leaves other routes alone", async () => {
    const limiter = new InFlightLimiter(limits);
    const { app, open, started } = await appWith(limiter);
    // Five at once from one address: 2 run, 2 wait, and whichever arrives last is refused at once.
    const sent = Array.from({ length: 5 }, () => post(app));
    const refused = await Promise.race(sent);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("1");
    expect(refused.json()).toEqual({
      data: null,
      errors: [
        {
          message: "Too many requests at once: 2 of yours are running and 2 waiting; try again in 1 s",
          extensions: { code: "TOO_MANY_REQUESTS", retryAfter: 1 },
        },
      ],
    });
    expect([limiter.running("ip:10.0.0.1"), limiter.waiting("ip:10.0.0.1")]).toEqual([2, 2]);
    await until(() => started() === 2);
    expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    // Another address has turns of its own.
    const other = post(app, "10.0.0.2");
    await until(() => started() === 3);
    open();
    const statuses = (await Promise.all([...sent, other])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 200, 200, 200, 200, 429]);
    expect(started()).toBe(5);
    expect(limiter.callerCount).toBe(0);
    await app.close();
  });

  it("frees the turn of a handler that fails", async () => {
    const limiter = new InFlightLimiter({ active: 1, queued: 0, retryAfterSeconds: 1 });
    const app = Fastify();
    boundGraphQLExecutions(app, limiter);
    app.post("/graphql", async () => {
      throw new Error("boom");
    });
    for (let i = 0; i < 3; i++) expect((await post(app)).statusCode).toBe(500);
    expect(limiter.callerCount).toBe(0);
    await app.close();
  });

  it("drops a waiting request whose caller left, without running it", async () => {
    const limiter = new InFlightLimiter({ active: 1, queued: 2, retryAfterSeconds: 1 });
    const { app, open, started } = await appWith(limiter);
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const send = () => {
      const request = httpRequest(`${address}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
      });
      request.on("error", () => undefined); // the one destroyed below
      const answered = new Promise<number>((resolve) =>
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        }),
      );
      request.end(JSON.stringify({ query: "{ ok }" }));
      return { request, answered };
    };
    const running = send();
    await until(() => started() === 1);
    const leaving = send();
    await until(() => limiter.waiting("ip:127.0.0.1") === 1);
    leaving.request.destroy();
    // Until the server has seen that connection close (one left: the running request's).
    const connections = () =>
      new Promise<number>((resolve) => app.server.getConnections((_, n) => resolve(n)));
    while ((await connections()) !== 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const staying = send();
    await until(() => limiter.waiting("ip:127.0.0.1") === 2);
    open();
    expect(await running.answered).toBe(200);
    expect(await staying.answered).toBe(200);
    // The one that left never ran: two executions for three requests.
    expect(started()).toBe(2);
    await until(() => limiter.callerCount === 0);
    await app.close();
  });
});
