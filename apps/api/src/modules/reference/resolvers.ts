// Countries and world regions.
import type { Db } from "mongodb";
import type { Country, Region, Resolvers } from "../../generated/graphql";
import { publicOperation, securedOperation } from "../../graphql/operation";
import { countryList, ensureReferenceIndexes, regionList } from "./repository";

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
} satisfies Resolvers;
