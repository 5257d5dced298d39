// Reference data: countries and the world regions that group them.

export interface CountryDoc {
  _id: string;
  name: string;
  code?: string;
  currency?: string;
}

export interface RegionDoc {
  _id: string;
  region: string;
  countries: string[];
}
