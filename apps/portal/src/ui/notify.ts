// Toasts: top-left, 4 seconds (configured on <App> in App.tsx), and never the same message twice at once:
// the text is the notification's key, so repeating a message refreshes the one already shown.
import { App } from "antd";
import { useMemo } from "react";
import { localizeApiError } from "../i18n/apiMessages";
import { useT } from "../i18n/useT";

export const NOTIFICATION_SECONDS = 4;
export const notificationConfig = {
  placement: "topLeft",
  duration: NOTIFICATION_SECONDS,
  stack: false,
} as const;

export interface Notify {
  error(text: string): void;
  /** An error from the API or the network: the spec's messages in the interface language, others as they are. */
  apiError(error: unknown): void;
  success(text: string): void;
  info(text: string): void;
}

export function useNotify(): Notify {
  const { notification } = App.useApp();
  const t = useT();
  return useMemo(() => {
    const show = (type: "error" | "success" | "info") => (text: string) =>
      notification[type]({
        key: `${type}:${text}`,
        title: text,
        role: type === "error" ? "alert" : "status",
      });
    const error = show("error");
    return {
      error,
      apiError: (cause: unknown) => error(localizeApiError(t, cause)),
      success: show("success"),
      info: show("info"),
    };
  }, [notification, t]);
}
