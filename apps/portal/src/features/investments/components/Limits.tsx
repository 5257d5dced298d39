// Covenant limits as the lists show them (spec 3 §4, §9): stored hundredths divided by 100, at most 2
// decimals, % for percentual, "no limit" for an open bound; and the strike-through of a waiver in effect:
// the original struck (<del>, with the waiver's end date in words for screen readers) and, for ALTER and
// REPLACE, the limit that applies meanwhile after it.
import { limitLabel } from "@ledgerline/schemas/covenant-limits";
import { useAtomValue } from "jotai";
import { useT } from "../../../i18n/useT";
import { languageAtom } from "../../../state/atoms";
import { dateLabel } from "../format";
import type { InvestmentWaiver } from "../types";

export function LimitValue({ stored, fieldType }: { stored: number | null | undefined; fieldType: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const label = limitLabel(stored, fieldType, language);
  return label === null ? (
    <span className="limit-open">{t("investment-limit-none")}</span>
  ) : (
    <span className="limit">{label}</span>
  );
}

export interface WaivedLimitProps {
  stored: number | null | undefined;
  fieldType: string;
  /** The waiver in effect, if any. */
  waiver: InvestmentWaiver | null | undefined;
  /** The waiver's value of this limit (ALTER, REPLACE). */
  waived: number | null | undefined;
  /** The unit of the waiver's value (the replacement's for REPLACE). */
  waivedFieldType: string;
}

/** A limit under the waiver in effect: struck through, then the waiver's value (ALTER, REPLACE). */
export function WaivedLimit({ stored, fieldType, waiver, waived, waivedFieldType }: WaivedLimitProps) {
  const t = useT();
  if (!waiver) return <LimitValue stored={stored} fieldType={fieldType} />;
  const until = dateLabel(waiver.endDate);
  return (
    <span className="waived-limit">
      <del>
        <LimitValue stored={stored} fieldType={fieldType} />
        <span className="visually-hidden"> ({t("investment-waived-until", { date: until })})</span>
      </del>
      {waiver.waiverType !== "DISABLE" && (
        <>
          {" "}
          <ins>
            <LimitValue stored={waived} fieldType={waivedFieldType} />
            <span className="visually-hidden">
              {" "}
              ({t("investment-waiver-applies-until", { date: until })})
            </span>
          </ins>
        </>
      )}
    </span>
  );
}
