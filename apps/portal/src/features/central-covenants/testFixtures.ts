import type { CentralCovenant } from "./types";

export function centralCovenant(overrides: Partial<CentralCovenant> = {}): CentralCovenant {
  return {
    _id: "cov-1",
    internalName: "covPar30",
    name: { en: "PAR 30", es: null, fr: "PAR 30 (fr)", pt: null, ru: null },
    guide: { en: "Portfolio at risk over 30 days", es: null, fr: null, pt: null, ru: null },
    label: "PAR 30",
    links: [{ uri: "https://example.org/par", name: "About PAR", guide: null }],
    fieldType: "percentual",
    range: { min: 0, max: 500 },
    alertThreshold: 450,
    clientType: "MFI",
    formula: "performanceIndicators.par30Ratio",
    archived: null,
    statistics: { count: 7 },
    ...overrides,
  };
}
