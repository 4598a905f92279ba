/** The captain's app (decision 061): its own routes under /captain, its own session and guard. */
export const captainPaths = {
  login: '/captain/login',
  run: '/captain',
} as const;

/** The captain app's routes and guard handle these paths; the client app's navigation rules leave them alone. */
export const isCaptainPath = (pathname: string): boolean => /^\/captain(\/|$)/i.test(pathname);
