// The services every module uses, built once by the composition root (app.ts) and decorated on the Fastify
// instance as `app.services`. No container: this file names them all.
import type { Db } from "mongodb";
import type { Config } from "./config";
import type { ScryptParams } from "./modules/accounts/password";
import type { RolePermissions } from "./modules/access/role-permissions";
import type { AuditLog } from "./modules/audits/repository";
import type { ClientCatalog } from "./modules/clients/client-catalog";
import type { ExportStore } from "./modules/exports/repository";
import type { ExchangeRatesRepository } from "./modules/exchange-rates/repository";
import type { InvestmentsRepository } from "./modules/investments/repository";
import type { Mailer } from "./modules/mail/mailer";
import type { CovenantAudit } from "./modules/reports/reporting-services";
import type { ReportingRepository } from "./modules/reports/repository";
import type { AuthState } from "./modules/access/auth-state";
import type { PrincipalCache } from "./modules/sessions/principal-cache";
import type { SessionStore } from "./modules/sessions/session-store";
import type { SsoClient } from "./modules/sessions/sso";
import type { TokenService } from "./modules/sessions/tokens";
import type { AttemptSlots } from "./platform/attempt-slots";
import type { RateLimiter } from "./platform/rate-limit";
import type { JobRunner } from "./platform/worker-pool";

export interface Services {
  config: Config;
  db: Db;
  audits: AuditLog;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Counted attempts shared by every API process (rate limits, checks of reset codes and tokens). */
  attemptSlots: AttemptSlots;
  /** scrypt cost for new password hashes (OWASP's unless a test lowers it). */
  scrypt: ScryptParams;
  tokens: TokenService;
  sessions: SessionStore;
  /** Who each session belongs to, cached briefly; forget a user after changing them. */
  principals: PrincipalCache;
  rolePermissions: RolePermissions;
  sso: SsoClient | null;
  /** Every client, kept in the process: the lists and scopes of clients read it (client-catalog.ts). */
  clients: ClientCatalog;
  /** The reads of the reporting area (MongoDB; in memory for the benchmark's anchor). */
  reporting: ReportingRepository;
  /** The covenant summary a status change's audit entry carries (covenants/checks.ts over these services). */
  covenantAudit: CovenantAudit;
  /** Investments, their covenants and waivers, and the central covenants they use. */
  investments: InvestmentsRepository;
  /** The months of exchange rates. */
  exchangeRates: ExchangeRatesRepository;
  /** Generated Excel files, downloadable by their owner until they expire. */
  exports: ExportStore;
  /** The worker threads: export workbooks are written and uploaded files read there, off the request thread. */
  workers: JobRunner;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    /** Who is calling, set by the authentication hook before any handler runs. */
    auth: AuthState;
  }
}
