import { generatePath } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Order URLs carry the order's code (what users read on the parcel and share), not its database id:
 * /OrderDetails/10000008, /Log/10000008/1, /editOrder/10000008.
 */
export const orderDetailsPath = (code: string) => generatePath(paths.orderDetails.path, { code });
export const orderLogPath = (code: string, page = 1) =>
  generatePath(paths.orderLog.path, { code, page: String(page) });
export const editOrderPath = (code: string) => generatePath(paths.editOrder.path, { code });

/** The print views (spec §2 `/printOrder/`, `/printSticker/`): the chosen orders, by id. */
export const printOrdersPath = (ids: readonly number[]) => `${paths.printOrder.path}/?ids=${ids.join(',')}`;
export const printStickersPath = (ids: readonly number[]) =>
  `${paths.printSticker.path}/?ids=${ids.join(',')}`;
