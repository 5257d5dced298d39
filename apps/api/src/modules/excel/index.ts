import type { ApiModule } from "../module";
import { excelResolvers } from "./resolvers";
import type { ExcelServices } from "./resolvers";
import { excelRoutes } from "./routes";
import { excelTypeDefs } from "./schema";

/** The Excel round trip: template download and file-based submission (docs/excel.md). */
export const excelModule: ApiModule<ExcelServices> = {
  name: "excel",
  typeDefs: excelTypeDefs,
  resolvers: excelResolvers,
  routes: excelRoutes,
};
