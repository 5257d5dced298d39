// The renderer's RJSF widget registry: the names chosen by the ranked testers (core/widgetTesters.ts).
import type { RegistryWidgetsType } from "@rjsf/utils";
import { BooleanWidget } from "./BooleanWidget";
import { ComputedWidget } from "./ComputedWidget";
import { CovenantWidget } from "./CovenantWidget";
import { DateWidget } from "./DateWidget";
import { DropdownWidget } from "./DropdownWidget";
import { MonthWidget } from "./MonthWidget";
import { NumberWidget } from "./NumberWidget";
import { TextareaWidget, TextWidget } from "./TextWidget";

export const LEDGERLINE_WIDGETS: RegistryWidgetsType = {
  LedgerlineNumber: NumberWidget,
  LedgerlineDate: DateWidget,
  LedgerlineDropdown: DropdownWidget,
  LedgerlineMonth: MonthWidget,
  LedgerlineText: TextWidget,
  LedgerlineTextarea: TextareaWidget,
  LedgerlineBoolean: BooleanWidget,
  LedgerlineComputed: ComputedWidget,
  LedgerlineCovenant: CovenantWidget,
};
