/** Request and answer pieces shared by the areas' contracts. */
import { z } from 'zod';

/** `POST …/queryList` body (ARCHITECTURE §4): params keys are `field` or `field$op`. */
export const ZListRequest = z.object({
  params: z.record(z.string(), z.unknown()).optional(),
  orderBy: z.string().max(64).optional(),
  order: z.string().max(8).optional(),
  pageNo: z.coerce.number().int().min(1, '页码必须大于0').optional(),
  pageSize: z.coerce.number().int().min(1, '每页条数必须大于0').optional(),
});
export type TListRequest = z.input<typeof ZListRequest>;

/** `{ id }` path parameter. */
export const ZIdParam = z.object({ id: z.string().min(1, '编号不能为空').max(64, '编号不正确') });

/** A call that answers no data (`data: null`), e.g. a delete. */
export const ZNoData = z.null();
