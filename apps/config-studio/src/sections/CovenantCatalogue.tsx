// `/covenants`: the central covenant catalogue. The list, a new covenant and one covenant are nested routes
// of this screen (`/covenants`, `/covenants/new`, `/covenants/<id>`).
import { Route, Routes } from "react-router-dom";
import { CovenantFormPage } from "./covenants/CovenantFormPage";
import { CovenantList } from "./covenants/CovenantList";

export function CovenantCatalogue() {
  return (
    <Routes>
      <Route index element={<CovenantList />} />
      <Route path="new" element={<CovenantFormPage />} />
      <Route path=":id" element={<CovenantFormPage />} />
    </Routes>
  );
}
