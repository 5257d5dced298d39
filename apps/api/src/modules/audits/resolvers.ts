// The audit log for provider admins: newest first, searchable, limited to a date range.
import type { Filter } from "mongodb";
import type { AuditPage, QueryAuditsArgs, Resolvers } from "../../generated/graphql";
import { operationsOver } from "../../graphql/operation";
import { ERROR_CODES, GraphQLFailure } from "../../platform/errors";
import { paging, searchPattern, text } from "../../platform/input";
import type { AuditDoc } from "./repository";
import type { AuditLog } from "./repository";
import type { GraphQLContext } from "../../graphql/context";

/** What the audit operations use of the services (app.ts's services meet it). */
export interface AuditsServices {
  audits: AuditLog;
}

type Context = GraphQLContext<AuditsServices>;
const { securedOperation } = operationsOver<AuditsServices>();

/** A range bound: YYYY-MM-DD means the whole day (UTC); a full ISO timestamp is taken as it is. */
function bound(value: string | null | undefined, end: boolean, name: string): string | null {
  const given = text(value);
  if (given === "") return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(given) && !Number.isNaN(Date.parse(given))) {
    return `${given}T${end ? "23:59:59.999" : "00:00:00.000"}Z`;
  }
  const time = Date.parse(given);
  if (Number.isNaN(time))
    throw new GraphQLFailure(
      `range.${name} must be a date (YYYY-MM-DD) or an ISO timestamp, got "${given}"`,
      ERROR_CODES.BAD_USER_INPUT,
    );
  return new Date(time).toISOString();
}

export const auditsResolvers = {
  Query: {
    audits: securedOperation<QueryAuditsArgs, AuditPage>(["audits", "read"], "all", async (args, context) => {
      const { skip, limit } = paging(args.skip, args.limit, 20);
      const conditions: Filter<AuditDoc>[] = [];
      const from = bound(args.range?.from, false, "from");
      const to = bound(args.range?.to, true, "to");
      if (from !== null) conditions.push({ date: { $gte: from } });
      if (to !== null) conditions.push({ date: { $lte: to } });
      const search = text(args.filter);
      if (search !== "") {
        const pattern = searchPattern(search);
        conditions.push({ $or: [{ description: pattern }, { text: pattern }, { "user.fullName": pattern }] });
      }
      const filter: Filter<AuditDoc> = conditions.length > 0 ? { $and: conditions } : {};
      const { results, total } = await context.services.audits.page(filter, skip, limit);
      return {
        results: results.map((entry) => ({
          _id: entry._id,
          user: { _id: entry.user?._id ?? null, fullName: entry.user?.fullName ?? "" },
          description: entry.description,
          text: entry.text,
          date: entry.date,
        })),
        pageInfo: { total, limit, offset: skip },
      };
    }),
  },
} satisfies Resolvers<Context>;
