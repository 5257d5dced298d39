// The studio's one route table: per section its address (under /studio/), who may open it, its menu title (a
// message id, translated where shown) and icon, and its pages, each loaded lazily. The router, the menu
// (StudioShell) and the tests read it; no other file lists routes.
import { lazy } from "react";
import type { ComponentType, LazyExoticComponent } from "react";

export interface StudioPage {
  /** Below the section's address: "" for the section's own screen, ":key" for one template. */
  path: string;
  /** Message id of the page's document title. */
  titleId: string;
  screen: LazyExoticComponent<ComponentType>;
}

export interface StudioSection {
  path: string;
  /** Message id of the menu entry (and of the section's heading). */
  titleId: string;
  icon: "reports" | "forms" | "covenants";
  /** Who may open it: provider administrators with the templates permissions (enforced by the API). */
  access: "provider-admin";
  pages: readonly StudioPage[];
}

const screen = <Module>(load: () => Promise<Module>, name: keyof Module) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const STUDIO_ROUTES: readonly StudioSection[] = [
  {
    path: "forms",
    titleId: "sections-forms-title",
    icon: "forms",
    access: "provider-admin",
    pages: [
      {
        path: "",
        titleId: "sections-forms-title",
        screen: screen(() => import("./sections/FormTemplates"), "FormTemplates"),
      },
      {
        path: ":key",
        titleId: "sections-form-editor-title",
        screen: screen(() => import("./editor/FormEditorPage"), "FormEditorPage"),
      },
    ],
  },
  {
    path: "reports",
    titleId: "sections-reports-title",
    icon: "reports",
    access: "provider-admin",
    pages: [
      {
        path: "",
        titleId: "sections-reports-title",
        screen: screen(() => import("./sections/ReportTemplates"), "ReportTemplates"),
      },
      {
        path: ":key",
        titleId: "sections-report-editor-title",
        screen: screen(() => import("./editor/report/ReportEditorPage"), "ReportEditorPage"),
      },
    ],
  },
  {
    path: "covenants",
    titleId: "sections-covenants-title",
    icon: "covenants",
    access: "provider-admin",
    // The catalogue keeps its list and its covenant form under one screen (nested routes inside it).
    pages: [
      {
        path: "*",
        titleId: "sections-covenants-title",
        screen: screen(() => import("./sections/CovenantCatalogue"), "CovenantCatalogue"),
      },
    ],
  },
];

/** Where `/studio/` leads. */
export const HOME_PATH = STUDIO_ROUTES[0]!.path;
