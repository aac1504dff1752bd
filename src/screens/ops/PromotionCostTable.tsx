import { Money } from '../../ui/Money';

/** A count per promotion shown beside its cost (the bonus-cost page's payouts and players reached). */
export interface PromotionCount {
  label: string;
  by: Readonly<Record<string, number>>;
}

/**
 * What each promotion cost over a range, in the order given (the costliest first), for the business report and the
 * bonus-cost page alike; further columns of counts when given.
 */
export function PromotionCostTable(props: {
  promotions: readonly string[];
  names: Readonly<Record<string, string>>;
  cost: Readonly<Record<string, number>>;
  range: string;
  counts?: readonly PromotionCount[];
}) {
  const { promotions, names, cost, range, counts = [] } = props;
  if (promotions.length === 0) return <p>No bonus was paid in this range.</p>;
  return (
    <table className="ops-table ops-table--narrow">
      <caption className="ops-visually-hidden">Bonus cost by promotion, {range}</caption>
      <thead>
        <tr>
          <th scope="col">Promotion</th>
          <th scope="col" className="ops-num">
            Cost
          </th>
          {counts.map(({ label }) => (
            <th key={label} scope="col" className="ops-num">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {promotions.map((p) => (
          <tr key={p} data-promotion={p}>
            <th scope="row">{names[p] ?? p}</th>
            <td className="ops-num">
              <Money value={cost[p] ?? 0} />
            </td>
            {counts.map(({ label, by }) => (
              <td key={label} className="ops-num">
                {by[p] ?? 0}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
