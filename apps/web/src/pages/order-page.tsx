import { useParams } from "react-router";
import { useOpenBasket } from "../features/basket/index.ts";
import { OrderView } from "../features/orders/index.ts";
import { NeedHelp } from "../features/shop/index.ts";
import "./page.css";

const needHelp = (billId: string) => <NeedHelp billId={billId} />;

/** /order/{id}: one order of the signed-in customer, with the basket for Reorder and the shop's help. */
export default function OrderPage() {
  const { id = "" } = useParams();
  const openBasket = useOpenBasket();
  return <OrderView id={id} onReordered={openBasket} renderHelp={needHelp} />;
}
