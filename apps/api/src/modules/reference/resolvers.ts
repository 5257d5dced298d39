// Countries and world regions.
import type { Db } from "mongodb";
import type { Country, Region, Resolvers } from "../../generated/graphql";
import { publicOperation, securedOperation } from "../../graphql/operation";
import type { CountryDoc, RegionDoc } from "./model";

export async function initReference(db: Db): Promise<void> {
  await db.collection<CountryDoc>("countries").createIndex({ name: 1 });
}

export const referenceResolvers = {
  Query: {
    countries: publicOperation<Record<string, never>, Country[]>("none", async (_args, context) => {
      const countries = await context.services.db
        .collection<CountryDoc>("countries")
        .find()
        .sort({ name: 1 })
        .toArray();
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
        const regions = await context.services.db
          .collection<RegionDoc>("regions")
          .find()
          .sort({ region: 1 })
          .toArray();
        return regions.map((region) => ({
          _id: region._id,
          region: region.region,
          countries: region.countries ?? [],
        }));
      },
    ),
  },
} satisfies Resolvers;
