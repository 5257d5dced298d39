import { useQuery } from "@tanstack/react-query";

export interface ApiHealth {
  status: "ok" | "degraded";
  version: string;
  database: { status: "up" | "down"; latencyMs: number | null };
}

export function useApiHealth() {
  return useQuery({
    queryKey: ["health"],
    queryFn: async (): Promise<ApiHealth> => {
      const response = await fetch("/health", { headers: { accept: "application/json" } });
      if (!response.ok && response.status !== 503) throw new Error(`The API answered ${response.status}`);
      return (await response.json()) as ApiHealth;
    },
    refetchInterval: 30_000,
  });
}
