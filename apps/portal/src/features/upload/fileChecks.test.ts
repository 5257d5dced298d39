import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, fileProblem } from "./fileChecks";

const file = (name: string, size = 100) => ({ name, size });

describe("the checks before an upload", () => {
  it("asks for a file when there is none", () => {
    expect(fileProblem(null)).toBe("upload-select-file");
    expect(fileProblem(undefined)).toBe("upload-select-file");
  });

  it("takes .xls and .xlsx in any case, and nothing else", () => {
    expect(fileProblem(file("template.xlsx"))).toBeNull();
    expect(fileProblem(file("TEMPLATE.XLS"))).toBeNull();
    expect(fileProblem(file("template.xlsx.pdf"))).toBe("upload-invalid-type");
    expect(fileProblem(file("template.csv"))).toBe("upload-invalid-type");
    expect(fileProblem(file("xlsx"))).toBe("upload-invalid-type");
    expect(fileProblem(file("template."))).toBe("upload-invalid-type");
  });

  it("takes files of less than 3MB only", () => {
    expect(MAX_UPLOAD_BYTES).toBe(3 * 1024 * 1024);
    expect(fileProblem(file("a.xlsx", MAX_UPLOAD_BYTES))).toBeNull();
    expect(fileProblem(file("a.xlsx", MAX_UPLOAD_BYTES + 1))).toBe("upload-too-large");
    expect(fileProblem(file("a.pdf", MAX_UPLOAD_BYTES))).toBe("upload-invalid-type");
  });
});
