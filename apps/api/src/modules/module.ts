// The shape of an API module: its part of the GraphQL schema and resolvers, its REST routes, and what it
// prepares at start (indexes, seeded data). app.ts lists the modules; nothing is discovered implicitly.
import type { FastifyInstance } from "fastify";
import type { Resolvers } from "../generated/graphql";

export interface ApiModule {
  name: string;
  typeDefs?: string;
  resolvers?: Resolvers;
  routes?: (app: FastifyInstance) => void;
  /** Runs once at start, before the server listens: indexes (idempotent), seeded reference data. */
  init?: (app: FastifyInstance) => Promise<void>;
}
