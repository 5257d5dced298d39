// The reference documents live in src/model/reference.ts; the covenant monitor still names them here.
export type { RegionDoc } from "../../model/reference";
