-- The console's "disabled only" customer list (issue 15), newest first by id: disabled accounts are
-- few, and without it each page read the whole table. Also narrows an e-mail search to them.
CREATE INDEX "customers_disabled_idx" ON "customers" ("id") WHERE "disabled";
