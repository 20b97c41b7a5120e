// The spread of a bench's runs: median and middle half (first to third quartile), and
// whether two builds' runs differ clearly (their middle halves do not overlap).

/** The q-quantile of the runs, interpolated between the two nearest (q = 0.5: the median). */
export function quantile(list, q) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
}

/** Median, first and third quartile, least and most of the runs. */
export function spread(list) {
  return {
    median: quantile(list, 0.5),
    q1: quantile(list, 0.25),
    q3: quantile(list, 0.75),
    min: Math.min(...list),
    max: Math.max(...list),
  };
}

/**
 * How build `a` compares with build `b` on one figure: 'better' or 'worse' when their middle
 * halves do not overlap (lower is better unless `higherIsBetter`), else 'unclear'.
 */
export function verdict(a, b, higherIsBetter = false) {
  if (a.q3 >= b.q1 && b.q3 >= a.q1) return 'unclear';
  const lower = a.median < b.median;
  return lower !== higherIsBetter ? 'better' : 'worse';
}
