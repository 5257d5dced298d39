// The studio's one route table: per section its address (under /studio/), who may open it, its title and
// menu icon, and its screen, loaded lazily. The router and the menu (StudioShell) and the tests read it.
import { lazy } from "react";
import type { ComponentType, LazyExoticComponent } from "react";

export interface StudioRoute {
  path: string;
  title: string;
  icon: "reports" | "forms" | "covenants";
  /**
   * Who may open it: provider administrators with the templates permissions. Recorded here for the studio's
   * sign-in, which the API will enforce; the studio has no session of its own yet.
   */
  access: "provider-admin";
  screen: LazyExoticComponent<ComponentType>;
}

const section = <Module>(load: () => Promise<Module>, name: keyof Module) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const STUDIO_ROUTES: readonly StudioRoute[] = [
  {
    path: "reports",
    title: "Report templates",
    icon: "reports",
    access: "provider-admin",
    screen: section(() => import("./sections/ReportTemplates"), "ReportTemplates"),
  },
  {
    path: "forms",
    title: "Form templates",
    icon: "forms",
    access: "provider-admin",
    screen: section(() => import("./sections/FormTemplates"), "FormTemplates"),
  },
  {
    path: "covenants",
    title: "Covenant catalogue",
    icon: "covenants",
    access: "provider-admin",
    screen: section(() => import("./sections/CovenantCatalogue"), "CovenantCatalogue"),
  },
];

/** Where `/studio/` leads. */
export const HOME_PATH = STUDIO_ROUTES[0]!.path;
