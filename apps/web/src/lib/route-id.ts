/** A path's `:id` as a database id, or 0 when it cannot name one (the screen says Not Found). */
export const routeId = (param: string | undefined) =>
  param && /^\d{1,10}$/.test(param) ? Number(param) : 0;
