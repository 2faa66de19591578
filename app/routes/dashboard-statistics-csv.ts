import { statisticsCsv, statisticsPeriodOf } from "../../core/business-statistics";
import { slugFromTitle } from "../../core/slug";
import { businessStatistics } from "../../server/domain/statistics/listing-statistics";
import { AppError } from "../../server/kernel/errors";
import type { Route } from "./+types/dashboard-statistics-csv";

/** /dashboard/statistics.csv?period=N: the statistics page's figures as a CSV file. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user) return new Response("Sign in to the dashboard first.", { status: 401, headers: { "content-type": "text/plain; charset=utf-8" } });
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
    if (error instanceof AppError && error.code === "FORBIDDEN") return new Response(error.message, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
    throw error;
  }
}
