// Client types and their template families (spec 3 §3): MFI and BANK clients file the MFI templates and share
// the MFI covenant catalogue; AGRO clients have their own. A module of its own (no schema library), so that
// screens import it without the rest of the package: `@ledgerline/schemas/client-types`.

export const CLIENT_TYPES = ["MFI", "BANK", "AGRO"] as const;
export type ClientTypeName = (typeof CLIENT_TYPES)[number];

/** The template families: the client types templates and covenants are written for. */
export const CLIENT_CONFIG_TYPES = ["MFI", "AGRO"] as const;
export type ClientConfigType = (typeof CLIENT_CONFIG_TYPES)[number];

/** The template family of a client type: AGRO's own, the MFI templates for every other. */
export function configTypeOf(clientType: string): ClientConfigType {
  return clientType === "AGRO" ? "AGRO" : "MFI";
}

/** The client types of a family (MFI → MFI and BANK). */
export function clientTypesOfFamily(family: ClientConfigType): ClientTypeName[] {
  return CLIENT_TYPES.filter((type) => configTypeOf(type) === family);
}

/** The family a text names (`mfi`, `AGRO`…), any case; undefined for anything else. */
export function parseConfigType(text: string): ClientConfigType | undefined {
  const upper = text.toUpperCase();
  return CLIENT_CONFIG_TYPES.find((family) => family === upper);
}
