export function scriptSafeJson(data: unknown): string;
