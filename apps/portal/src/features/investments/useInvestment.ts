// The investment of a detail page in react-query, and the local updates after a covenant or waiver call
// succeeded (spec 3 §4: local lists are updated after the call; the waiver in effect is worked out again by
// the spec's rule). Other cached copies (other languages, the grids) are marked stale and load afresh when
// next shown.
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { useApi } from "../../api/ApiContext";
import { InvestmentDocument } from "../../api/generated/typed/features/investments/documents";
import { languageAtom } from "../../state/atoms";
import { todayNumber, waiverInEffectOn } from "./format";
import { investmentKeys } from "./queryKeys";
import type { Investment, InvestmentCovenant, InvestmentWaiver } from "./types";

export function useInvestment(id: string | undefined) {
  const api = useApi();
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: investmentKeys.detailIn(id ?? "", language),
    queryFn: id
      ? ({ signal }) =>
          api.graphql(InvestmentDocument, { id, language }, { signal }).then((answer) => answer.investment)
      : skipToken,
    retry: false,
  });
}

export interface InvestmentUpdates {
  setInvestment(investment: Investment): void;
  setCovenants(covenants: InvestmentCovenant[]): void;
  setWaivers(covenantId: string, waivers: InvestmentWaiver[]): void;
}

export function useInvestmentUpdates(id: string): InvestmentUpdates {
  const queryClient = useQueryClient();
  const language = useAtomValue(languageAtom);
  return useMemo(() => {
    const key = investmentKeys.detailIn(id, language);
    const update = (change: (investment: Investment) => Investment) => {
      queryClient.setQueryData<Investment | null>(key, (investment) =>
        investment ? change(investment) : investment,
      );
      void queryClient.invalidateQueries({ queryKey: investmentKeys.detail(id), refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: investmentKeys.pages, refetchType: "none" });
    };
    return {
      setInvestment: (investment) => update(() => investment),
      setCovenants: (covenants) =>
        update((investment) => ({ ...investment, covenants, covenantsCount: covenants.length })),
      setWaivers: (covenantId, waivers) =>
        update((investment) => ({
          ...investment,
          covenants: investment.covenants.map((covenant) =>
            covenant._id === covenantId
              ? { ...covenant, waivers, waiverInEffect: waiverInEffectOn(waivers, todayNumber()) }
              : covenant,
          ),
        })),
    };
  }, [id, language, queryClient]);
}
