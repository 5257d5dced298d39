// The exportTemplate mutation: the template file as base64, or the refusal as data (error { code message }).
import type { MutationExportTemplateArgs, Resolvers, TemplateFile } from "../../generated/graphql";
import { operationsOver, requireAccess } from "../../graphql/operation";
import { ERROR_CODES, failed, forbidden, succeeded } from "../../platform/errors";
import type { ErrorCode } from "../../platform/errors";
import { text } from "../../platform/input";
import { ExcelRefusal } from "./answers";
import { exportTemplateFile, requestLanguage } from "./template-export";
import type { GraphQLContext } from "../../graphql/context";
import type { ReportingServices } from "../reports/reporting-services";

/** What the Excel operations use of the services (app.ts's services meet it). */
export type ExcelServices = Pick<ReportingServices, "reporting" | "audits">;

type Context = GraphQLContext<ExcelServices>;
const { securedOperation } = operationsOver<ExcelServices>();

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.BAD_USER_INPUT,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
};

export const excelResolvers = {
  Mutation: {
    exportTemplate: securedOperation<MutationExportTemplateArgs, TemplateFile>(
      ["reports", "read"],
      "client",
      async (args, context) => {
        try {
          const { file, filename } = await exportTemplateFile(
            context.services,
            requireAccess(context),
            { reportId: text(args.reportId), clientId: text(args.clientId) },
            text(args.language) || requestLanguage(context.request),
          );
          return { ...succeeded(), file: file.toString("base64"), filename };
        } catch (error) {
          if (!(error instanceof ExcelRefusal)) throw error;
          if (error.status === 403) throw forbidden();
          return {
            ...failed(CODE_OF_STATUS[error.status] ?? ERROR_CODES.BAD_USER_INPUT, error.message),
            file: null,
            filename: null,
          };
        }
      },
    ),
  },
} satisfies Resolvers<Context>;
