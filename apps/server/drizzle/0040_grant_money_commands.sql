-- Every customer group grants its customers' logins their own money (docs/finance.md), as new groups do.
UPDATE "customer_groups"
SET "api_commands" = "api_commands" || ARRAY(
  SELECT unnest(ARRAY['main/listCashAccounts', 'main/getCashAccount', 'main/listLedgerEntries', 'pay/listRecharges', 'pay/recordRecharge']::varchar[])
  EXCEPT SELECT unnest("api_commands")
)::varchar[];
