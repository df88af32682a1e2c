export function balancedOrder(n: number, k: number): number[];
