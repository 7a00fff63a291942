// One page of a list, in the shape every list call answers with (schemas/api/operation.ts page()).
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export function paginate<T>(items: readonly T[], pageNo = 1, pageSize = 20): Page<T> {
  const start = (pageNo - 1) * pageSize;
  return {
    list: items.slice(start, start + pageSize),
    pageNo,
    pageSize,
    total: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}
