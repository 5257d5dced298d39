import { describe, expect, it } from "vitest";
import { readUploadAnswer } from "./answers";
import { filenameOf } from "./requests";

describe("reading the upload answers", () => {
  it("reads a submitted report", () => {
    expect(
      readUploadAnswer(200, { success: 1, message: "Stored", report: { id: "r1", status: "submitted" } }),
    ).toEqual({ kind: "submitted", message: "Stored", report: { id: "r1", status: "submitted" } });
  });

  it("reads validation problems, keeping the API's reason and cell when it gives them", () => {
    const answer = readUploadAnswer(422, {
      success: 0,
      message: "2 problems",
      validationErr: {
        fields: [{ incorrect: "cashh", correct: "cash" }, "garbage"],
        values: [{ incorrect: 12, field: "balanceSheet.cash", message: "Not a date", cell: "C7" }],
      },
    });
    expect(answer).toEqual({
      kind: "invalid",
      message: "2 problems",
      problems: {
        fields: [{ incorrect: "cashh", correct: "cash" }],
        values: [{ incorrect: "12", field: "balanceSheet.cash", reason: "Not a date", cell: "C7" }],
      },
    });
  });

  it("reads an outdated template, a version the file does not state being null", () => {
    expect(
      readUploadAnswer(409, {
        success: 0,
        message: "Outdated",
        outdated: { forms: [{ key: "balanceSheet", uploaded: null, current: "1.0.0" }] },
      }),
    ).toEqual({
      kind: "outdated",
      message: "Outdated",
      forms: [{ key: "balanceSheet", uploaded: null, current: "1.0.0" }],
    });
  });

  it("takes anything else as a refusal with its status, even a 200 without a report", () => {
    expect(readUploadAnswer(413, { success: 0, message: "Too large" })).toEqual({
      kind: "refused",
      status: 413,
      message: "Too large",
    });
    expect(readUploadAnswer(200, "<html>")).toEqual({ kind: "refused", status: 200, message: "" });
    expect(readUploadAnswer(502, undefined)).toEqual({ kind: "refused", status: 502, message: "" });
  });
});

describe("the downloaded file's name", () => {
  it("comes from Content-Disposition, the encoded form first", () => {
    expect(filenameOf('attachment; filename="Andes_factsheetTemplate.xlsx"')).toBe(
      "Andes_factsheetTemplate.xlsx",
    );
    expect(filenameOf("attachment; filename=plain.xlsx")).toBe("plain.xlsx");
    expect(
      filenameOf(
        "attachment; filename=\"Andes Microcr_dito.xlsx\"; filename*=UTF-8''Andes%20Microcr%C3%A9dito.xlsx",
      ),
    ).toBe("Andes Microcrédito.xlsx");
  });

  it("is null when the header says nothing", () => {
    expect(filenameOf(null)).toBeNull();
    expect(filenameOf("attachment")).toBeNull();
  });
});
