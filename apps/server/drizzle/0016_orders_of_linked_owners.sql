-- Every order of a customer linked to a cargo owner in an active partnership is that owner's too, however it was
-- made (entry, import, API): before, only the orders the owner entered itself carried it. An order that already
-- names an owner (an earlier cooperation's) keeps it.
UPDATE "orders" AS o
SET "owner_company_id" = c."linked_owner_company_id"
FROM "customers" AS c
JOIN "partnerships" AS p
  ON p."carrier_company_id" = c."company_id" AND p."owner_company_id" = c."linked_owner_company_id" AND p."status" = 'active'
WHERE o."customer_id" = c."id" AND o."company_id" = c."company_id" AND o."owner_company_id" IS NULL;
