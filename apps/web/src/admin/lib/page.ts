/** One page of a list the server pages (GET /api/admin/...). */
export type Page<T> = { data: T[]; total: number; page: number; pageSize: number };
