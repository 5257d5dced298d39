// The covenant monitor's react-query keys: the monitor's table and the explanation of one covenant's value
// (which the wizard asks for too).
import type { CovenantExplanationQueryVariables } from "../../api/generated/operations";

export const covenantMonitorKeys = {
  monitor: (language: string) => ["covenantMonitor", language] as const,
  explanation: (variables: CovenantExplanationQueryVariables) => ["covenantExplanation", variables] as const,
};
