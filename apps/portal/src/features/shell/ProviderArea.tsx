import { Navigate, Outlet } from "react-router-dom";
import { useSession } from "../session/RequireAuth";

/** /{product}/…: provider users only; anyone else is sent to `/` (spec 1 §6). */
export function ProviderArea() {
  const session = useSession();
  if (!session.user.isProvider) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Administration: admins only; others see the page as unknown. */
export function AdminArea({ fallback }: { fallback: React.ReactNode }) {
  const session = useSession();
  return session.user.isAdmin ? <Outlet /> : <>{fallback}</>;
}
