-- Every customer group grants its customers' logins their own bills (docs/finance.md, "Bills"), as new groups do.
UPDATE "customer_groups"
SET "api_commands" = "api_commands" || ARRAY(
  SELECT unnest(ARRAY['main/listBills', 'main/getBill', 'main/listBillLines', 'main/exportBillLines', 'main/confirmBill', 'main/disputeBill']::varchar[])
  EXCEPT SELECT unnest("api_commands")
)::varchar[];
