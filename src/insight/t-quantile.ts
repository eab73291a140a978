/**
 * The 97.5% quantile of Student's t, for 95% intervals on a mean. No stats
 * package is installed (jstat is not; adding one is not ours to do), and
 * one number is all we need: an exact table for 1..30 degrees of freedom,
 * where the normal would be too narrow (12.7 against 1.96 at df 1), and the
 * Cornish-Fisher expansion beyond, which is within 0.001 of the exact value
 * from df 31 on (2.0395 there) and tends to the normal's 1.96.
 */
import { Z95 } from './wilson';

const T975 = [
  12.7062047, 4.3026527, 3.1824463, 2.7764451, 2.5705818, 2.4469119, 2.3646243, 2.3060041, 2.2621572, 2.2281389, 2.2009852, 2.1788128,
  2.1603687, 2.1447867, 2.1314495, 2.1199053, 2.1098155, 2.100922, 2.0930241, 2.0859634, 2.0796138, 2.0738731, 2.0686576, 2.0638986,
  2.0595386, 2.0555294, 2.0518305, 2.0484071, 2.0452296, 2.0422725,
];

/** t such that P(T <= t) = 0.975 with `df` degrees of freedom (df >= 1; fractions, as from Welch, round down). */
export function t975(df: number): number {
  if (!(df >= 1)) return Number.NaN;
  const d = Math.floor(df);
  if (d <= T975.length) return T975[d - 1] as number;
  const z = Z95;
  return z + (z ** 3 + z) / (4 * d) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * d * d);
}
