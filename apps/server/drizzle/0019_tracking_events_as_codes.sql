-- System tracking events become a code and parameters the web words in the viewer's language (tracking.eventText).
-- An order action's event said its action, or "<action>: <reason>"; the demo's scans were English sentences.
-- What a clerk typed keeps its text (code null).
UPDATE "tracking_events"
SET "code" = "description", "description" = ''
WHERE "code" IS NULL AND "description" = ANY (ARRAY['submit', 'auditPass', 'auditFail', 'revokeApproval', 'getLabel', 'ship', 'handOver', 'dispatch', 'checkOut', 'sign', 'complete', 'delete', 'cancel', 'restore']);
--> statement-breakpoint
UPDATE "tracking_events"
SET "code" = split_part("description", ': ', 1),
    "params" = jsonb_build_object('reason', substr("description", length(split_part("description", ': ', 1)) + 3)),
    "description" = ''
WHERE "code" IS NULL AND split_part("description", ': ', 1) = ANY (ARRAY['submit', 'auditPass', 'auditFail', 'revokeApproval', 'getLabel', 'ship', 'handOver', 'dispatch', 'checkOut', 'sign', 'complete', 'delete', 'cancel', 'restore']) AND position(': ' in "description") > 0;
--> statement-breakpoint
UPDATE "tracking_events" AS e
SET "code" = s.code, "description" = ''
FROM (VALUES
  ('Received at the warehouse and weighed', 'warehouseReceived'),
  ('Re-weighed: within 50 g of the declared weight', 'reweighed'),
  ('Parcel left the warehouse', 'leftWarehouse'),
  ('Handed over to the line-haul carrier', 'lineHaulHandover'),
  ('Export declaration lodged', 'exportDeclared'),
  ('Customs released, departed', 'customsReleased'),
  ('Delivered and signed by the receiver', 'delivered')
) AS s(description, code)
WHERE e."code" IS NULL AND e."created_by" IS NULL AND e."description" = s.description;
--> statement-breakpoint
-- The demo's re-weighing note carried a made-up event code ("note") shown as is in every language: it happens while
-- the order waits to ship.
UPDATE "tracking_events" SET "status" = 'toShip' WHERE "code" = 'reweighed' AND "status" = 'note' AND "created_by" IS NULL;
