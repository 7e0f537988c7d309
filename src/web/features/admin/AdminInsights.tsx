import { Link } from 'react-router';
import { DEFAULT_INSIGHT_DAYS } from '../../../domain/schemas/insights';
import { errorMessage } from '../../api/fetcher';
import { useAdminInsights } from '../../api/insights';
import { paths } from '../../paths';
import { Card } from '../../ui/Card';
import { FormError } from '../../ui/FormError';
import { Skeleton } from '../../ui/Skeleton';
import { Cell, ColumnHeader, RowHeader, Table, TableHead } from '../../ui/Table';
import { HOW_WE_COUNT, InsightsChart, InsightTotals } from '../insights';

/** The admin's Insights tab: island-wide views and taps per day, and the most viewed places. */
export function AdminInsights() {
  const query = useAdminInsights(DEFAULT_INSIGHT_DAYS);
  if (query.isError) return <FormError message={`Could not load insights: ${errorMessage(query.error)}`} />;
  if (!query.data)
    return (
      <div role="status" aria-label="Loading insights">
        <Skeleton className="h-56" />
      </div>
    );
  const { days, totals, topPlaces } = query.data;
  return (
    <div className="grid gap-5 lg:grid-cols-5">
      <Card className="lg:col-span-3">
        <h2 className="text-xl font-semibold text-lagoon-900">The island, last {days.length} days</h2>
        <p className="mt-1 text-sm text-slate-600">{HOW_WE_COUNT}</p>
        <div className="mt-4">
          <InsightTotals totals={totals} label={`Island totals of the last ${days.length} days`} />
        </div>
        <div className="mt-5">
          <InsightsChart days={days} label="Visitors of every place" />
        </div>
      </Card>
      <Card className="lg:col-span-2">
        <h2 className="text-xl font-semibold text-lagoon-900">Top places</h2>
        {topPlaces.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No visitors counted yet.</p>
        ) : (
          <Table caption={`The most viewed places of the last ${days.length} days`} className="mt-3">
            <TableHead>
              <ColumnHeader>Place</ColumnHeader>
              <ColumnHeader numeric>Views</ColumnHeader>
              <ColumnHeader numeric>Taps</ColumnHeader>
            </TableHead>
            <tbody>
              {topPlaces.map((p) => (
                <tr key={p.establishmentId} className="border-t border-slate-100">
                  <RowHeader className="wrap-anywhere">
                    <Link
                      to={paths.establishment(p.establishmentId)}
                      className="text-lagoon-700 hover:underline"
                    >
                      {p.name}
                    </Link>
                  </RowHeader>
                  <Cell numeric>{p.views}</Cell>
                  <Cell numeric>{p.taps}</Cell>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </div>
  );
}
