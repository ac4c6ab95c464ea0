import { useEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';

/** A CODE128 barcode of `value`, drawn by JsBarcode. */
export function Barcode({ value }: { value: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (ref.current) JsBarcode(ref.current, value, { format: 'CODE128', displayValue: false, height: 72, margin: 8, width: 2 });
  }, [value]);
  return <svg ref={ref} data-testid="coupon-barcode" style={{ maxWidth: '100%', height: 'auto' }} />;
}
