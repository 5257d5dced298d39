// Session fixtures shaped as the API's whoAmI and essentials answers.
import type { Essentials, WhoAmI } from "../src/api/types";

const name = (en: string, fr: string) => ({ en, fr, es: null, pt: null, ru: null });

export const providerAdmin: WhoAmI = {
  _id: "u-admin",
  person: {
    _id: "u-admin",
    firstName: "Portal",
    lastName: "Administrator",
    fullName: "Portal Administrator",
    email: "admin@ledgerline.test",
    language: "en",
  },
  roles: ["investor-admin"],
  permissions: [
    { context: "level", action: "investor", value: 1 },
    { context: "users", action: "manage", value: 1 },
  ],
  context: {
    level: "investor",
    providerKey: "investor",
    isProvider: true,
    isClient: false,
    isAdmin: true,
    defaultClient: null,
  },
  clientKey: null,
  clients: [],
  regions: [],
  home: "/investor/",
  language: "en",
};

export const investmentManager: WhoAmI = {
  ...providerAdmin,
  _id: "u-im",
  person: { ...providerAdmin.person, _id: "u-im", fullName: "Ines Manager", email: "im@ledgerline.test" },
  roles: ["investor-IM"],
  context: { ...providerAdmin.context!, isAdmin: false },
};

export const andes = {
  _id: "c-andes",
  key: "andes",
  name: "Andes Microcrédito",
  clientType: "MFI",
  status: "active",
};
export const sahel = {
  _id: "c-sahel",
  key: "sahel-agro",
  name: "Sahel Agro",
  clientType: "AGRO",
  status: "inactive",
};

export const clientUser: WhoAmI = {
  _id: "u-client",
  person: {
    _id: "u-client",
    firstName: "Carla",
    lastName: "Client",
    fullName: "Carla Client",
    email: "carla@andes.test",
    language: "en",
  },
  roles: ["CLIENT"],
  permissions: [{ context: "level", action: "CLIENT", value: 1 }],
  context: {
    level: "CLIENT",
    providerKey: "investor",
    isProvider: false,
    isClient: true,
    isAdmin: false,
    defaultClient: "andes",
  },
  clientKey: "andes",
  clients: [andes],
  regions: [],
  home: "/client/andes/",
  language: "en",
};

export const essentials: Essentials = {
  reportConfigs: [
    {
      _id: "r1",
      key: "mfiQuarterly",
      name: name("MFI quarterly report", "Rapport trimestriel IMF"),
      category: "financial",
      clientTypes: ["MFI", "BANK"],
    },
    {
      _id: "r2",
      key: "agroAnnual",
      name: name("Agro annual report", "Rapport annuel agro"),
      category: "financial",
      clientTypes: ["AGRO"],
    },
  ],
  categorisedForms: [
    {
      category: "financial",
      forms: [
        {
          _id: "f1",
          key: "balanceSheet",
          name: name("Balance sheet", "Bilan"),
          clientTypes: ["MFI", "BANK"],
        },
      ],
    },
    {
      category: "social",
      forms: [
        {
          _id: "f2",
          key: "outreach",
          name: name("Outreach", "Portée"),
          clientTypes: ["MFI", "BANK", "AGRO"],
        },
      ],
    },
  ],
  formConfigs: [],
};

export function clientRecord(summary: typeof andes, extra: Record<string, unknown> = {}) {
  return {
    ...summary,
    settings: { currency: "PEN" },
    contacts: [{ name: "Olga Officer", role: "Investment officer", email: "olga@investor.test" }],
    ...extra,
  };
}
