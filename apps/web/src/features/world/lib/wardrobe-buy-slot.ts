/**
 * The wardrobe's buy button opens the checkout sheet, which another feature owns: the app shell
 * provides it here (app/world-page-slots.tsx), so features/world never imports it (docs/architecture.md:
 * features never import each other). Without a provider the wardrobe shows prices and says buying
 * opens soon.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { ProductView } from '@culture/protocol';

export interface WardrobeBuyProps {
  /** The dress's product, priced for the member. */
  product: ProductView;
  /** The member closed the sheet without paying. */
  onClose: () => void;
  /** The server says the order is paid and granted: the dress is the member's, worn at once. */
  onPaid: () => void;
}

const WardrobeBuySlotContext = createContext<ComponentType<WardrobeBuyProps> | null>(null);

export const WardrobeBuySlotProvider = WardrobeBuySlotContext.Provider;
export const useWardrobeBuySlot = () => useContext(WardrobeBuySlotContext);
