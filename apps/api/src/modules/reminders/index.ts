import type { ApiModule } from "../module";
import { remindersResolvers } from "./resolvers";
import type { ReminderServices } from "./round";
import { remindersTypeDefs } from "./schema";
import { scheduleReminders } from "./timer";

/** Report reminders: the admin's remindReport and, when enabled, the scheduled round (docs/reporting.md). */
export const remindersModule: ApiModule<ReminderServices> = {
  name: "reminders",
  typeDefs: remindersTypeDefs,
  resolvers: remindersResolvers,
  async init(app) {
    if (app.services.config.reminders.enabled) scheduleReminders(app);
  },
};
