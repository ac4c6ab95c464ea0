-- The operator audit log is append-only in the database itself (docs/operator-console.md, "Audit
-- log"): no row is ever changed, and a row is deleted only past its retention of three years
-- (RETENTION.operatorAudit, the clean-up's sweep). TRUNCATE (the test harness) is not a row delete.
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'operator_audit is append-only: rows cannot be changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.at > now() - interval '3 years' THEN
    RAISE EXCEPTION 'operator_audit rows are kept three years: row % is younger', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
