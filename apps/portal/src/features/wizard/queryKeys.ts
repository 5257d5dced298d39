// The wizard's react-query keys. `all` is the prefix of every wizard: a change of a report's status from
// elsewhere (an upload) refreshes whichever wizard is open.
export const wizardKeys = {
  all: ["wizard"] as const,
  report: (clientKey: string, reportKey: string, period: string, language: string) =>
    [...wizardKeys.all, clientKey, reportKey, period, language] as const,
  /** A report's covenant checks, asked again for each revision of it. */
  covenantChecks: (reportId: string, revision: number) => ["covenantChecks", reportId, revision] as const,
};
