import { Navigate } from "react-router-dom";
import { useSession } from "../session/RequireAuth";

/** `/` exactly: the user's home path (or /login when there is none). */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session.user.home} replace />;
}
