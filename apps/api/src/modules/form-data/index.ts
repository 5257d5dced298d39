import type { ApiModule } from "../module";
import { formDataResolvers } from "./resolvers";
import type { FormDataServices } from "./resolvers";
import { formDataTypeDefs } from "./schema";

/** Form configs and form data by period and currency; the lists the exports use. */
export const formDataModule: ApiModule<FormDataServices> = {
  name: "form-data",
  typeDefs: formDataTypeDefs,
  resolvers: formDataResolvers,
};
