// Countries and world regions.
import type { Db } from "mongodb";
import type { Country, Region, Resolvers } from "../../generated/graphql";
import { operationsOver } from "../../graphql/operation";
import { countryList, ensureReferenceIndexes, regionList } from "./repository";
import type { GraphQLContext } from "../../graphql/context";

/** What the reference operations use of the services (app.ts's services meet it). */
export interface ReferenceServices {
  db: Db;
}

type Context = GraphQLContext<ReferenceServices>;
const { publicOperation, securedOperation } = operationsOver<ReferenceServices>();

export async function initReference(db: Db): Promise<void> {
  await ensureReferenceIndexes(db);
}

export const referenceResolvers = {
  Query: {
    countries: publicOperation<Record<string, never>, Country[]>("none", async (_args, context) => {
      const countries = await countryList(context.services.db);
      return countries.map((country) => ({
        _id: country._id,
        name: country.name,
        code: country.code ?? null,
      }));
    }),

    regions: securedOperation<Record<string, never>, Region[]>(
      ["regions", "read"],
      "none",
      async (_args, context) => {
        const regions = await regionList(context.services.db);
        return regions.map((region) => ({
          _id: region._id,
          region: region.region,
          countries: region.countries ?? [],
        }));
      },
    ),
  },
} satisfies Resolvers<Context>;
