/** A failure the caller can act on: HTTP status plus the Chinese message shown to the user. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Envelope code; defaults to the HTTP status. */
    readonly code: number = status,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string): AppError => new AppError(400, msg);
export const unauthorized = (msg = '登录已失效，请重新登录'): AppError => new AppError(401, msg);
export const forbidden = (msg = '没有权限执行此操作'): AppError => new AppError(403, msg);
export const notFound = (msg = '记录不存在或已被删除'): AppError => new AppError(404, msg);
export const conflict = (msg = '数据已被他人修改，请刷新后重试'): AppError => new AppError(409, msg);
export const locked = (msg: string): AppError => new AppError(423, msg);
export const tooManyRequests = (msg: string): AppError => new AppError(429, msg);
