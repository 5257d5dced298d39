// Reference data: countries and the world regions that group them, as `@ledgerline/schemas` defines them.
import type { Country, Region } from "@ledgerline/schemas";

export type CountryDoc = Country;
export type RegionDoc = Region;
