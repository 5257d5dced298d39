// The composition root: every plugin, service and module of the API is created and registered here, in order.
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import Fastify from "fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "mongodb";
import { GraphQLError } from "graphql";
import mercurius from "mercurius";
import type { MercuriusCommonOptions } from "mercurius";
import type { Config } from "./config";
import { commonTypeDefs } from "./graphql/common";
import { buildContext } from "./graphql/context";
import { OWASP_SCRYPT } from "./modules/accounts/password";
import type { ScryptParams } from "./modules/accounts/password";
import { RolePermissions } from "./modules/access/role-permissions";
import { AuditLog } from "./modules/audits/repository";
import { auditsModule } from "./modules/audits/index";
import { ClientCatalog } from "./modules/clients/client-catalog";
import { clientsModule } from "./modules/clients/index";
import { healthModule } from "./modules/health/index";
import { identityModule } from "./modules/identity/index";
import { investmentsModule } from "./modules/investments/index";
import { MongoInvestmentsRepository } from "./modules/investments/repository";
import { mailModule } from "./modules/mail/index";
import { Mailer } from "./modules/mail/mailer";
import type { ApiModule } from "./modules/module";
import { covenantConfigsModule } from "./modules/covenant-configs/index";
import { covenantMonitorModule } from "./modules/covenant-monitor/index";
import { covenantsModule } from "./modules/covenants/index";
import { covenantAuditText } from "./modules/covenants/checks";
import { dashboardModule } from "./modules/dashboard/index";
import { excelModule } from "./modules/excel/index";
import { exchangeRatesModule } from "./modules/exchange-rates/index";
import { adminExportsModule } from "./modules/exports/admin-exports/index";
import { exportsModule } from "./modules/exports/index";
import { factsheetExportModule } from "./modules/exports/factsheet/index";
import { investmentsExportModule } from "./modules/exports/investments-export/index";
import { reportsExportModule } from "./modules/exports/reports-export/index";
import { ExportStore } from "./modules/exports/repository";
import { ExchangeRatesRepository } from "./modules/exchange-rates/repository";
import { formDataModule } from "./modules/form-data/index";
import { referenceModule } from "./modules/reference/index";
import { MongoReportingRepository } from "./modules/reports/repository";
import type { ReportingRepository } from "./modules/reports/repository";
import { reportsModule } from "./modules/reports/index";
import { remindersModule } from "./modules/reminders/index";
import { templateConfigsModule } from "./modules/template-configs/index";
import { registerAuthentication } from "./modules/sessions/authenticate";
import { sessionsModule } from "./modules/sessions/index";
import { PrincipalCache } from "./modules/sessions/principal-cache";
import { SessionStore } from "./modules/sessions/session-store";
import { SsoClient } from "./modules/sessions/sso";
import { TokenService } from "./modules/sessions/tokens";
import { usersModule } from "./modules/users/index";
import { DatabaseAttemptSlots } from "./platform/attempt-slots";
import { scheduleJob } from "./platform/scheduled-job";
import { HOUR } from "./platform/time";
import { RateLimiter, defaultRateLimits } from "./platform/rate-limit";
import type { RateLimitRules } from "./platform/rate-limit";
import { MAX_QUERY_DEPTH } from "./platform/query-limits";
import { InFlightLimiter, boundGraphQLExecutions, defaultInFlightLimits } from "./platform/in-flight";
import type { InFlightLimits } from "./platform/in-flight";
import { queryCostRule } from "./platform/query-cost";
import { WorkerPool } from "./platform/worker-pool";
import type { JobRunner, JobQueues } from "./platform/worker-pool";
import { compressionOptions } from "./plugins/compression";
import { mongodbPlugin } from "./plugins/mongodb";
import { registerStaticApps } from "./plugins/static-apps";
import type { Services } from "./services";

/** Every module, in the order they are initialised and their routes registered. */
export const modules: ApiModule<Services>[] = [
  healthModule,
  sessionsModule,
  identityModule,
  usersModule,
  clientsModule,
  referenceModule,
  auditsModule,
  mailModule,
  exchangeRatesModule,
  reportsModule,
  remindersModule,
  formDataModule,
  covenantsModule,
  investmentsModule,
  covenantConfigsModule,
  covenantMonitorModule,
  templateConfigsModule,
  dashboardModule,
  excelModule,
  exportsModule,
  adminExportsModule,
  reportsExportModule,
  investmentsExportModule,
  factsheetExportModule,
];

/** The GraphQL schema: the shared types and every module's SDL, merged as one document. */
export function schemaSource(): string {
  return [commonTypeDefs, ...modules.flatMap((module) => (module.typeDefs ? [module.typeDefs] : []))].join(
    "\n",
  );
}

export interface BuildOptions {
  /** Fastify's logger: false (tests), or a level and optionally a stream; passwords and tokens are redacted. */
  logger?: false | { level?: string; stream?: NodeJS.WritableStream };
  /** Overrides of the rate limits (tests). */
  rateLimits?: Partial<RateLimitRules>;
  /** scrypt cost of new password hashes; OWASP's unless a test lowers it for speed. */
  scrypt?: ScryptParams;
  /** The reporting reads; MongoDB unless the benchmark passes its in-memory anchor. */
  reportingRepository?: (db: Db) => ReportingRepository;
  /** Emit the MongoDB driver's command events (benchmark). */
  monitorCommands?: boolean;
  /**
   * Executions per caller at once; the benchmark raises them, since it measures the server with many
   * connections under one user, which the defaults would mostly refuse.
   */
  inFlightLimits?: InFlightLimits;
  /** The worker threads' jobs: a pool of `config.workerThreads` on src/worker.ts unless a test passes its own. */
  workers?: JobRunner & { close(): Promise<void> };
  /** The pool's queue bounds, when not the defaults (tests). */
  workerQueues?: JobQueues;
}

/**
 * The worker threads' entry, beside this file in both layouts: src/worker.ts in the sources (tsx, the tests),
 * dist/worker.js in the build (tsup.config.ts names it an entry, and bundles this file into dist/ too).
 */
export function workerEntry(): URL {
  return new URL(import.meta.url.endsWith(".ts") ? "./worker.ts" : "./worker.js", import.meta.url);
}

/** Never written to a log: credentials, tokens and one-time codes, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["refresh-token"]',
  "password",
  "*.password",
  "*.passwordHash",
  "*.token",
  "*.verifyToken",
  "*.inviteToken",
  "variables",
  "*.variables",
];

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    logger:
      options.logger === false || options.logger === undefined
        ? false
        : {
            level: options.logger.level ?? "info",
            ...(options.logger.stream ? { stream: options.logger.stream } : {}),
            redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
            serializers: {
              // The path only: query strings can carry codes and tokens (SSO callback).
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: request.url.split("?")[0],
                remoteAddress: request.ip,
              }),
            },
          },
  });

  // Over plain http (the demo, development) browsers must not be told to upgrade to https or pin it.
  const https = config.publicUrl.startsWith("https:");
  await app.register(helmet, {
    hsts: https,
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: https ? [] : null } },
  });
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  await app.register(mongodbPlugin, {
    uri: config.mongodbUri,
    databaseName: config.databaseName,
    monitorCommands: options.monitorCommands ?? false,
  });

  const db = app.mongo.db;
  const tokens = new TokenService(config.jwtSecret);
  const principals = new PrincipalCache(db);
  const attemptSlots = new DatabaseAttemptSlots(db);
  const clients = new ClientCatalog(db);
  const exchangeRates = new ExchangeRatesRepository(db);
  const reporting =
    options.reportingRepository?.(db) ?? new MongoReportingRepository(db, clients, exchangeRates);
  const investments = new MongoInvestmentsRepository(db, clients);
  const workers =
    options.workers ??
    new WorkerPool({
      entry: workerEntry(),
      threads: config.workerThreads,
      queues: options.workerQueues,
      onThreadError: (error) => app.log.error({ err: error }, "a worker thread failed"),
    });
  // Closed with the app: jobs on a thread finish, waiting ones are refused, the threads stop.
  app.addHook("onClose", async () => workers.close());
  const services: Services = {
    config,
    db,
    audits: new AuditLog(db),
    mailer: new Mailer(db, config.smtpUrl, config.mailFrom),
    limiter: new RateLimiter({ ...defaultRateLimits, ...options.rateLimits }, attemptSlots),
    attemptSlots,
    scrypt: options.scrypt ?? OWASP_SCRYPT,
    tokens,
    sessions: new SessionStore(db, tokens, config.tokenTtlSeconds, config.sessionMaxSeconds, principals),
    principals,
    rolePermissions: new RolePermissions(db, config.providerKey),
    sso: config.sso ? new SsoClient(config.sso, `${config.publicUrl}/auth/sso/callback`) : null,
    clients,
    reporting,
    investments,
    covenantAudit: (report) => covenantAuditText({ db, investments, reporting }, app.log, report),
    exchangeRates,
    exports: new ExportStore(db, config.exportRetentionHours),
    workers,
  };
  app.decorate("services", services);
  app.addHook("onClose", async () => services.mailer.close());

  registerAuthentication(app);
  scheduleJob(app, {
    name: "attempt-slots-purge",
    intervalMs: HOUR,
    run: async () => ({ removed: await services.limiter.purgeExpired() }),
  });
  try {
    // The role table first: every module's operations check permissions against it.
    await services.rolePermissions.seed();
    for (const module of modules) await module.init?.(app);
  } catch (error) {
    // A module's set-up failed (e.g. the database refused a write): the caller gets no app to close, so the
    // open database connection would keep the process alive.
    await app.close();
    throw error;
  }

  // The web apps' files are sent as the build compressed them: registered before @fastify/compress, which
  // only reaches the routes added after it (onRoute hook), so they are never compressed again per request.
  await registerStaticApps(app, {
    portalDist: config.portalDist,
    studioDist: config.studioDist,
    serveSourceMaps: !config.production,
    providerKey: config.providerKey,
  });
  // Before mercurius and the module routes, so that GraphQL and JSON answers over 1 KiB are compressed.
  await app.register(compress, compressionOptions);
  // At most a few executions per caller at once (platform/in-flight.ts): wraps the /graphql routes added next.
  boundGraphQLExecutions(app, new InFlightLimiter(options.inFlightLimits ?? defaultInFlightLimits));
  await app.register(mercurius, {
    schema: schemaSource(),
    resolvers: mergeResolvers(modules.map((module) => module.resolvers ?? {})) as never,
    context: buildContext(services),
    graphiql: false,
    queryDepth: MAX_QUERY_DEPTH,
    validationRules: [queryCostRule()],
    errorFormatter: maskUnexpectedErrors,
  });
  for (const module of modules) module.routes?.(app);
  return app;
}

type ResolverMap = Record<string, Record<string, unknown>>;

function mergeResolvers(maps: object[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps as ResolverMap[]) {
    for (const [type, fields] of Object.entries(map)) {
      for (const name of Object.keys(fields)) {
        if (merged[type]?.[name]) throw new Error(`Two modules resolve ${type}.${name}`);
      }
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged;
}

/**
 * Errors the API means (UNAUTHENTICATED, FORBIDDEN, …), GraphQL's own validation errors and HTTP client errors
 * (a body over the limit: 413) reach the caller as they are; anything else is a fault, logged in full and
 * answered with a bare INTERNAL_SERVER_ERROR.
 */
const maskUnexpectedErrors: NonNullable<MercuriusCommonOptions["errorFormatter"]> = (execution, context) => {
  const errors = (execution.errors ?? []).map((error) => {
    const original = error.originalError;
    const expected =
      !original ||
      original instanceof mercurius.ErrorWithProps ||
      original instanceof GraphQLError ||
      Array.isArray((original as { errors?: unknown }).errors) ||
      ((original as { statusCode?: number }).statusCode ?? 500) < 500;
    if (expected) return error;
    const log = context.reply?.log ?? context.app.log;
    // A client that navigates away mid-answer closes the compressed stream: nobody is left to answer, and
    // nothing failed on our side (@fastify/compress treats it the same way).
    if ((original as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE")
      log.info("the client closed the connection before the answer was sent");
    else log.error({ err: original }, "a resolver failed");
    return new GraphQLError("Internal server error", {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  });
  return mercurius.defaultErrorFormatter({ ...execution, errors }, context);
};
