export function quantile(xs: readonly number[], q: number): number;
export function median(xs: readonly number[]): number;
