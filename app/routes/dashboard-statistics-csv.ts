import { redirect } from "react-router";
import { statisticsCsv, statisticsPeriodOf } from "../../core/business-statistics";
import { slugFromTitle } from "../../core/slug";
import { businessStatistics } from "../../server/domain/statistics/listing-statistics";
import { AppError } from "../../server/kernel/errors";
import type { Route } from "./+types/dashboard-statistics-csv";

/**
 * /dashboard/statistics.csv?period=N: the statistics page's figures as a CSV file. Whoever may not
 * have it goes where the reason is shown, as a page: a visitor to the dashboard's sign-in, any
 * other account to the statistics page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const period = statisticsPeriodOf(new URL(request.url).searchParams.get("period"));
  try {
    const statistics = await businessStatistics(context.services, { userId: context.user.id, period });
    const name = `${slugFromTitle(statistics.listingTitle) || "listing"}-statistics-${statistics.from}-to-${statistics.to}.csv`;
    return new Response(statisticsCsv(statistics.listingTitle, statistics), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "FORBIDDEN") throw redirect("/dashboard/statistics");
    throw error;
  }
}
