/**
 * Paying for one product or one unpaid order, the way the checkout sheet and the result page both
 * do it (docs/payments.md, "Screens: buying"): create the order (or ask for a new pay action for
 * the unpaid one), then by method — JSAPI: WeChat's sheet, then the result page whatever it says
 * ("ok" is never trusted), except "cancel"/"fail", which come back here with the order kept;
 * H5: leave for WeChat's page (it returns to the result page); Native: show the QR code.
 * The refusals that need something of the person (WeChat sign-in, a real browser) become phases.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { APP_ROUTES, ERRORS, routePath, type OrderView, type PayAction, type PayMethod } from '@culture/protocol';
import { ApiRequestError } from '../../../lib/api-client';
import { checkoutKeys, createOrder, repayOrder } from '../api/checkout-api';
import { payInWeChat } from '../lib/wechat-bridge';

export type PayPhase =
  | { name: 'idle' }
  | { name: 'working' }
  /** Leaving for WeChat's H5 page. */
  | { name: 'leaving' }
  | { name: 'qr'; codeUrl: string; orderNo: string }
  /** WeChat's sheet was closed without paying, or failed: the order is kept, pay again or cancel. */
  | { name: 'stopped'; why: 'cancel' | 'fail' }
  | { name: 'needsWechat' }
  | { name: 'noMethod' }
  | { name: 'error'; message: string; code?: number };

/** How the page leaves for WeChat's H5 page (tests replace it). */
export const pageExit = { assign: (url: string) => window.location.assign(url) };

export const resultPath = (orderNo: string) => routePath(APP_ROUTES.order, { orderNo });

export function usePayFlow({ productId, initialOrder = null }: { productId: string; initialOrder?: OrderView | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PayPhase>({ name: 'idle' });
  // The unpaid order this flow made (or was given): paying again reuses it instead of a second order.
  const [order, setOrder] = useState<OrderView | null>(initialOrder);

  async function follow(pay: PayAction, orderNo: string) {
    if (pay.method === 'h5') {
      setPhase({ name: 'leaving' });
      pageExit.assign(pay.h5_url);
    } else if (pay.method === 'native') {
      setPhase({ name: 'qr', codeUrl: pay.code_url, orderNo });
    } else {
      // A bridge that never became ready is a failure to start: nothing was charged.
      const outcome = await payInWeChat(pay.params).catch(() => 'fail' as const);
      if (outcome === 'ok') navigate(resultPath(orderNo));
      else setPhase({ name: 'stopped', why: outcome });
    }
  }

  async function pay(method: PayMethod, code?: string) {
    setPhase({ name: 'working' });
    try {
      if (order) {
        await follow(await repayOrder(order.order_no, method), order.order_no);
      } else {
        const created = await createOrder({ product_id: productId, method, ...(code ? { code } : {}) });
        setOrder(created.order);
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.orders });
        await follow(created.pay, created.order.order_no);
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === ERRORS.payNeedsWechatSignIn.code) setPhase({ name: 'needsWechat' });
      else if (error instanceof ApiRequestError && error.code === ERRORS.payMethodUnavailable.code)
        setPhase({ name: 'noMethod' });
      else if (error instanceof ApiRequestError && error.code === ERRORS.orderNotPayable.code && order) {
        // Closed or paid meanwhile: the result page says which.
        navigate(resultPath(order.order_no));
      } else {
        // Prices and eligibility may have moved (sold out, card-holder price used): ask again.
        void queryClient.invalidateQueries({ queryKey: ['checkout', 'products'] });
        setPhase({
          name: 'error',
          message: error instanceof Error ? error.message : String(error),
          code: error instanceof ApiRequestError ? error.code : undefined,
        });
      }
    }
  }

  return {
    phase,
    order,
    pay,
    /** The order was cancelled: start afresh. */
    forgetOrder: () => {
      setOrder(null);
      setPhase({ name: 'idle' });
    },
  };
}
