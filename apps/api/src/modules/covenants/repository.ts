// The reads of covenant testing: a client's investments (with their covenants and waivers) and the formulas of
// the central covenants. On FerretDB 1.24 only an `_id` equality is cheap: the central covenants are read one
// `_id` each (a report tests a handful); the investments of a client come from the investments kept in the
// process (investments/repository.ts).
import type { Investment } from "@ledgerline/schemas";
import type { Db } from "mongodb";
import type { InvestmentsRepository } from "../investments/repository";

interface CovenantFormulaDoc {
  _id: string;
  formula: string;
}

export class CovenantRepository {
  constructor(
    private readonly db: Db,
    private readonly investments: Pick<InvestmentsRepository, "ofClient">,
  ) {}

  /** Every investment of the client, open and closed (the period decides which are tested). */
  async investmentsOfClient(clientId: string): Promise<Investment[]> {
    return (await this.investments.ofClient(clientId)) as Investment[];
  }

  /** Formulas of central covenants by `_id`; ids without a covenant (deleted since) are left out. */
  async formulasByIds(ids: readonly string[]): Promise<Map<string, string>> {
    const configs = this.db.collection<CovenantFormulaDoc>("covenantConfigs");
    const found = await Promise.all(
      [...new Set(ids)].map((id) => configs.findOne({ _id: id }, { projection: { formula: 1 } })),
    );
    return new Map(
      found.flatMap((config) => (config?.formula ? [[String(config._id), config.formula] as const] : [])),
    );
  }
}
