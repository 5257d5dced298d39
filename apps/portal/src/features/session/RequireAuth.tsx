// The auth gate of the shell (spec 1 §4 "Auth shell"): without a token the user goes to /login and the
// origin is remembered; with one, the session is checked (whoAmI), then essentials load, then the app shows.
import { Result, Spin } from "antd";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { UnauthenticatedError, errorMessage } from "../../api/errors";
import { usePortalConfig } from "../../config";
import { isInterfaceLanguage } from "../../i18n/languages";
import { useT } from "../../i18n/useT";
import { chosenLanguageAtom, essentialsErrorAtom, sessionAtom, tokenAtom } from "../../state/atoms";
import { FullScreenLoader } from "../../ui/FullScreenLoader";
import { rememberOrigin } from "./origin";
import { useEssentials, useWhoAmI } from "./queries";
import { storePermissions } from "./secureStorage";
import { toSession } from "./session";

export function RequireAuth() {
  const t = useT();
  const { providerKey } = usePortalConfig();
  const [token, setToken] = useAtom(tokenAtom);
  const [session, setSession] = useAtom(sessionAtom);
  const setChosenLanguage = useSetAtom(chosenLanguageAtom);
  const whoAmI = useWhoAmI();
  const who = whoAmI.data;

  useEffect(() => {
    if (who === null) setToken(null);
    if (!who) return;
    const next = toSession(who, providerKey);
    setSession(next);
    if (isInterfaceLanguage(next.user.language)) setChosenLanguage(next.user.language);
    storePermissions(next.user.id, next.permissions).catch((error: unknown) =>
      console.error("Could not keep the permissions", error),
    );
  }, [who, providerKey, setSession, setToken, setChosenLanguage]);

  if (!token || who === null || whoAmI.error instanceof UnauthenticatedError) return <RedirectToLogin />;
  if (whoAmI.isError) {
    return (
      <Result status="error" title={t("session-check-failed", { message: errorMessage(whoAmI.error) })} />
    );
  }
  if (!who || session?.user.id !== who._id) {
    return (
      <div className="session-check" role="status" aria-live="polite">
        <Spin />
        <span>{t("session-checking")}</span>
      </div>
    );
  }
  return (
    <EssentialsGate>
      <Outlet />
    </EssentialsGate>
  );
}

function RedirectToLogin() {
  const location = useLocation();
  const origin = `${location.pathname}${location.search}`;
  useEffect(() => rememberOrigin(origin), [origin]);
  return <Navigate to="/login" replace state={{ from: origin }} />;
}

/** A full-screen loader while essentials load; a failure is kept (not shown) and the app goes on. */
function EssentialsGate({ children }: { children: React.ReactNode }) {
  const t = useT();
  const essentials = useEssentials();
  const setEssentialsError = useSetAtom(essentialsErrorAtom);
  const failure = essentials.isError ? errorMessage(essentials.error) : null;
  useEffect(() => {
    setEssentialsError(failure);
    if (failure) console.error("Essentials could not be loaded:", failure);
  }, [failure, setEssentialsError]);
  if (essentials.isPending) return <FullScreenLoader label={t("essentials-loading")} />;
  return <>{children}</>;
}

/** The session inside the auth gate (never null there). */
export function useSession() {
  const session = useAtomValue(sessionAtom);
  if (!session) throw new Error("useSession() outside the auth gate");
  return session;
}
