import { Fragment, type ReactNode } from "react";
import { formatRupees, type AdminCustomer } from "@taaza/domain";
import { ChevronIcon } from "../../../components/chevron-icon.tsx";
import { DetailsRow, ExpandButton, ExpandRowButton, useOpenItem } from "../../../components/expandable.tsx";
import { TableScroll } from "../../../components/table-scroll.tsx";
import "../../../components/admin-cards.css";
import { CustomerOrders } from "./customer-orders.tsx";

const NONE = "-";

/** Name, id, contact, email, gender and age: what an expanded customer shows. */
function CustomerFacts({ customer }: { customer: AdminCustomer }) {
  return (
    <dl className="admin-facts">
      <Fact label="Name">{customer.username}</Fact>
      <Fact label="Customer ID">{customer.userId}</Fact>
      <Fact label="Contact">
        {customer.phone ? (
          <a href={`tel:+91${customer.phone}`} className="tabular">
            {customer.phone}
          </a>
        ) : (
          NONE
        )}
      </Fact>
      <Fact label="Email">
        <a href={`mailto:${customer.email}`}>{customer.email}</a>
      </Fact>
      <Fact label="Gender">{customer.gender ?? NONE}</Fact>
      <Fact label="Age">{customer.age ?? NONE}</Fact>
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type CustomerListProps = { customers: AdminCustomer[]; firstNumber: number };

export function CustomersTable({ customers, firstNumber, caption }: CustomerListProps & { caption: string }) {
  const { isOpen, toggle } = useOpenItem();
  return (
    <TableScroll label="Customers table">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Customer ID</th>
            <th scope="col">Name</th>
            <th scope="col">Address</th>
            <th scope="col" className="num">
              Total Spent
            </th>
            <th scope="col" className="num">
              Orders
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer, index) => {
            const open = isOpen(customer._id);
            const detailsId = `customer-details-${customer._id}`;
            return (
              <Fragment key={customer._id}>
                <tr data-expanded={open ? "" : undefined}>
                  <td className="num">{firstNumber + index}</td>
                  <th scope="row">
                    <ExpandRowButton open={open} controls={detailsId} onToggle={() => toggle(customer._id)}>
                      {customer.userId}
                    </ExpandRowButton>
                  </th>
                  <td>{customer.username}</td>
                  <td>{customer.firstAddress ?? NONE}</td>
                  <td className="num">{formatRupees(customer.totalSpent)}</td>
                  <td className="num">{customer.orderCount}</td>
                </tr>
                {open && (
                  <DetailsRow id={detailsId} columns={6}>
                    <CustomerFacts customer={customer} />
                    <CustomerOrders customerId={customer._id} name={customer.username} />
                  </DetailsRow>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The phone list (450px or less): the same real customers, tapped open for the rest. */
export function CustomerCards({ customers, firstNumber }: CustomerListProps) {
  const { isOpen, toggle } = useOpenItem();
  return (
    <ol className="admin-cards">
      {customers.map((customer, index) => {
        const open = isOpen(customer._id);
        const bodyId = `customer-card-${customer._id}`;
        return (
          <li key={customer._id} className="admin-cards__item">
            <ExpandButton
              className="admin-cards__toggle admin-expand-card"
              open={open}
              controls={bodyId}
              onToggle={() => toggle(customer._id)}
            >
              <span>
                <span className="admin-muted tabular">{firstNumber + index}.</span> <strong>{customer.username}</strong>
              </span>
              <span className="tabular customer-card__spent">{formatRupees(customer.totalSpent)}</span>
              <span className="admin-muted tabular customer-card__meta">
                {customer.userId} · {customer.orderCount} {customer.orderCount === 1 ? "order" : "orders"}
              </span>
              <ChevronIcon className="admin-expand__chevron customer-card__chevron" />
              <span className="customer-card__address">{customer.firstAddress ?? NONE}</span>
            </ExpandButton>
            {open && (
              <div id={bodyId} className="admin-cards__body">
                <CustomerFacts customer={customer} />
                <CustomerOrders customerId={customer._id} name={customer.username} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
