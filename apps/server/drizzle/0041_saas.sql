-- Custom SQL migration file, put your code below! --
-- hand-written
-- Issue 20: the online forms' DDL runs in these SECURITY DEFINER functions (owned by ecms_owner
-- when requests connect as a plain login role: db/migrate.ts plainLoginRole), so the login role
-- need not be a member of ecms_owner. Every name is checked against a strict pattern and quoted
-- with %I; the schema must be the calling company's own (frm_ + 16 hex of sha-256 of the tenant
-- id, as form-model.ts spaceOf), so a company can create, alter or drop only its own form tables.
CREATE OR REPLACE FUNCTION public.ecms_form_check(p_space text, p_table text) RETURNS text
LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $$
DECLARE t text := nullif(current_setting('ecms.tenant_id', true), '');
BEGIN
  IF t IS NULL THEN RAISE EXCEPTION 'form tables need a tenant' USING ERRCODE = '42501'; END IF;
  IF p_space IS DISTINCT FROM 'frm_' || left(encode(sha256(convert_to(t, 'UTF8')), 'hex'), 16) THEN
    RAISE EXCEPTION 'form schema % is not this company''s', left(p_space, 63) USING ERRCODE = '42501';
  END IF;
  IF p_table IS NOT NULL AND p_table !~ '^frm_[a-z0-9_]{1,59}$' THEN
    RAISE EXCEPTION 'bad form table name %', left(p_table, 63) USING ERRCODE = '22023';
  END IF;
  RETURN t;
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.ecms_form_check(text, text) FROM PUBLIC;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.ecms_form_ensure_space(p_space text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  t text := public.ecms_form_check(p_space, NULL);
  mark text;
BEGIN
  SELECT obj_description(n.oid, 'pg_namespace') INTO mark FROM pg_namespace n WHERE n.nspname = p_space;
  IF FOUND THEN
    -- Two tenants whose ids hash alike (2^-64) are refused instead of sharing tables.
    IF mark IS DISTINCT FROM 'tenant ' || t THEN RAISE EXCEPTION 'form schema % belongs to another tenant', p_space; END IF;
    RETURN;
  END IF;
  EXECUTE format('CREATE SCHEMA %I', p_space);
  EXECUTE format('COMMENT ON SCHEMA %I IS %L', p_space, 'tenant ' || t);
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO ecms_app', p_space);
END $$;--> statement-breakpoint
-- A form's main table (p_parent null; p_indexes: created, owner, dept, parent) or a sub-table of
-- p_parent (p_indexes: record), with row-level security, its policy and the application's grants.
CREATE OR REPLACE FUNCTION public.ecms_form_create_table(p_space text, p_table text, p_parent text, p_indexes text[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  t text := public.ecms_form_check(p_space, p_table);
  tenant_default constant text := 'nullif(current_setting(''ecms.tenant_id'', true), '''')';
  user_default constant text := 'nullif(current_setting(''ecms.user_id'', true), '''')';
  i text;
BEGIN
  PERFORM public.ecms_form_check(p_space, p_parent);
  FOREACH i IN ARRAY coalesce(p_indexes, '{}') LOOP
    IF i !~ '^fx_[0-9a-f]{24}$' THEN RAISE EXCEPTION 'bad form index name %', left(i, 63) USING ERRCODE = '22023'; END IF;
  END LOOP;
  IF p_parent IS NULL THEN
    IF cardinality(p_indexes) IS DISTINCT FROM 4 THEN RAISE EXCEPTION 'a form table needs 4 index names' USING ERRCODE = '22023'; END IF;
    EXECUTE format('CREATE TABLE %I.%I (
      tenant_id text not null default %s, id text not null, parent_id text,
      created_by text default %s, created_dept text, created_date timestamptz not null default now(),
      updated_by text default %s, updated_date timestamptz not null default now(),
      version integer not null default 1, flow_status integer not null default 0, proc_inst_id text, cur_node_name text,
      primary key (tenant_id, id))', p_space, p_table, tenant_default, user_default, user_default);
    EXECUTE format('CREATE INDEX %I ON %I.%I (tenant_id, created_date, id)', p_indexes[1], p_space, p_table);
    EXECUTE format('CREATE INDEX %I ON %I.%I (tenant_id, created_by)', p_indexes[2], p_space, p_table);
    EXECUTE format('CREATE INDEX %I ON %I.%I (tenant_id, created_dept)', p_indexes[3], p_space, p_table);
    EXECUTE format('CREATE INDEX %I ON %I.%I (tenant_id, parent_id)', p_indexes[4], p_space, p_table);
  ELSE
    IF cardinality(p_indexes) IS DISTINCT FROM 1 THEN RAISE EXCEPTION 'a sub-table needs 1 index name' USING ERRCODE = '22023'; END IF;
    EXECUTE format('CREATE TABLE %I.%I (
      tenant_id text not null default %s, id text not null, record_id text not null, sort_order integer not null default 0,
      primary key (tenant_id, id),
      foreign key (tenant_id, record_id) references %I.%I (tenant_id, id) on delete cascade)', p_space, p_table, tenant_default, p_space, p_parent);
    EXECUTE format('CREATE INDEX %I ON %I.%I (tenant_id, record_id, sort_order)', p_indexes[1], p_space, p_table);
  END IF;
  -- Row-level security stays on the company's own tables: a second wall, not the only one.
  EXECUTE format('ALTER TABLE %I.%I ENABLE ROW LEVEL SECURITY', p_space, p_table);
  -- Forced with a plain login role (as db/migrate.ts does for the rest); not otherwise: an owner
  -- that is neither superuser nor BYPASSRLS would then see no rows in the data-loss checks.
  IF public.ecms_owner_role() <> 'none' THEN EXECUTE format('ALTER TABLE %I.%I FORCE ROW LEVEL SECURITY', p_space, p_table); END IF;
  EXECUTE format('CREATE POLICY tenant_isolation ON %I.%I AS PERMISSIVE FOR ALL TO ecms_app USING (tenant_id = %s) WITH CHECK (tenant_id = %s)',
    p_space, p_table, tenant_default, tenant_default);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I.%I TO ecms_app', p_space, p_table);
END $$;--> statement-breakpoint
-- Staged imports (platform/excel/staging.ts): import_batch, its index and the restrictive policy
-- hiding a pending batch's rows from every other transaction. Idempotent.
CREATE OR REPLACE FUNCTION public.ecms_form_staging(p_space text, p_table text, p_index text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM public.ecms_form_check(p_space, p_table);
  IF p_index !~ '^fx_[0-9a-f]{24}$' THEN RAISE EXCEPTION 'bad form index name %', left(p_index, 63) USING ERRCODE = '22023'; END IF;
  IF EXISTS (SELECT 1 FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = p_space AND c.relname = p_table AND a.attname = 'import_batch' AND NOT a.attisdropped) THEN
    RETURN;
  END IF;
  EXECUTE format('ALTER TABLE %I.%I ADD COLUMN import_batch text DEFAULT nullif(current_setting(''ecms.import_batch'', true), '''')', p_space, p_table);
  EXECUTE format('CREATE INDEX %I ON %I.%I (import_batch) WHERE import_batch IS NOT NULL', p_index, p_space, p_table);
  EXECUTE format('CREATE POLICY import_staged ON %1$I.%2$I AS RESTRICTIVE FOR ALL TO ecms_app USING (
    %1$I.%2$I.import_batch IS NULL OR %1$I.%2$I.import_batch = nullif(current_setting(''ecms.import_batch'', true), '''')
    OR NOT EXISTS (SELECT 1 FROM public.imp_pending p WHERE p.id = %1$I.%2$I.import_batch))', p_space, p_table);
END $$;--> statement-breakpoint
-- Whether a form table (or one of its columns) holds data, every row counted (staged ones too).
CREATE OR REPLACE FUNCTION public.ecms_form_has_data(p_space text, p_table text, p_column text) RETURNS boolean
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE found_one boolean;
BEGIN
  PERFORM public.ecms_form_check(p_space, p_table);
  IF p_column IS NULL THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I)', p_space, p_table) INTO found_one;
  ELSE
    IF p_column !~ '^[a-z][a-z0-9_]{0,62}$' THEN RAISE EXCEPTION 'bad column name %', left(p_column, 63) USING ERRCODE = '22023'; END IF;
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I WHERE %I IS NOT NULL)', p_space, p_table, p_column) INTO found_one;
  END IF;
  RETURN found_one;
END $$;--> statement-breakpoint
-- add / drop / retype a field column; the system columns are never dropped or retyped.
CREATE OR REPLACE FUNCTION public.ecms_form_column(p_space text, p_table text, p_op text, p_column text, p_type text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM public.ecms_form_check(p_space, p_table);
  IF p_column !~ '^[a-z][a-z0-9_]{0,62}$' OR p_column = ANY (ARRAY['tenant_id', 'id', 'parent_id', 'created_by', 'created_dept', 'created_date',
      'updated_by', 'updated_date', 'version', 'flow_status', 'proc_inst_id', 'cur_node_name', 'import_batch', 'record_id', 'sort_order']) THEN
    RAISE EXCEPTION 'bad form column %', left(p_column, 63) USING ERRCODE = '22023';
  END IF;
  IF p_op <> 'drop' AND (p_type IS NULL OR NOT p_type = ANY (ARRAY['text', 'numeric', 'numeric(18,2)', 'numeric(9,4)', 'date', 'timestamptz', 'integer', 'jsonb'])) THEN
    RAISE EXCEPTION 'bad form column type %', left(p_type, 63) USING ERRCODE = '22023';
  END IF;
  CASE p_op
    WHEN 'add' THEN EXECUTE format('ALTER TABLE %I.%I ADD COLUMN %I %s', p_space, p_table, p_column, p_type);
    WHEN 'drop' THEN
      -- The caller checks first (with the field's label); this holds even for a caller that does not.
      IF public.ecms_form_has_data(p_space, p_table, p_column) THEN
        RAISE EXCEPTION 'form column %.% holds data', p_table, p_column USING ERRCODE = '55000';
      END IF;
      EXECUTE format('ALTER TABLE %I.%I DROP COLUMN %I', p_space, p_table, p_column);
    WHEN 'retype' THEN EXECUTE format('ALTER TABLE %I.%I ALTER COLUMN %3$I TYPE %4$s USING %3$I::%4$s', p_space, p_table, p_column, p_type);
    ELSE RAISE EXCEPTION 'bad form column operation %', left(p_op, 20) USING ERRCODE = '22023';
  END CASE;
END $$;--> statement-breakpoint
-- An index on (tenant_id, column), unique or not, if absent. A unique one over duplicate values
-- is not made: the answer is false (the caller refuses with the field's label).
CREATE OR REPLACE FUNCTION public.ecms_form_index(p_space text, p_table text, p_index text, p_column text, p_unique boolean) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE dup boolean;
BEGIN
  PERFORM public.ecms_form_check(p_space, p_table);
  IF p_index !~ '^fx_[0-9a-f]{24}$' THEN RAISE EXCEPTION 'bad form index name %', left(p_index, 63) USING ERRCODE = '22023'; END IF;
  IF p_column !~ '^[a-z][a-z0-9_]{0,62}$' THEN RAISE EXCEPTION 'bad column name %', left(p_column, 63) USING ERRCODE = '22023'; END IF;
  IF p_unique THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I WHERE %I IS NOT NULL GROUP BY tenant_id, %3$I HAVING count(*) > 1)', p_space, p_table, p_column) INTO dup;
    IF dup THEN RETURN false; END IF;
    EXECUTE format('CREATE UNIQUE INDEX IF NOT EXISTS %I ON %I.%I (tenant_id, %I)', p_index, p_space, p_table, p_column);
  ELSE
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I.%I (tenant_id, %I)', p_index, p_space, p_table, p_column);
  END IF;
  RETURN true;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.ecms_form_drop_index(p_space text, p_index text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM public.ecms_form_check(p_space, NULL);
  IF p_index !~ '^fx_[0-9a-f]{24}$' THEN RAISE EXCEPTION 'bad form index name %', left(p_index, 63) USING ERRCODE = '22023'; END IF;
  EXECUTE format('DROP INDEX IF EXISTS %I.%I', p_space, p_index);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.ecms_form_drop_table(p_space text, p_table text, p_cascade boolean) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM public.ecms_form_check(p_space, p_table);
  -- Only an empty table goes (its sub-tables' rows hang on its rows); the caller checks first.
  IF public.ecms_form_has_data(p_space, p_table, NULL) THEN
    RAISE EXCEPTION 'form table % holds data', p_table USING ERRCODE = '55000';
  END IF;
  EXECUTE format('DROP TABLE %I.%I%s', p_space, p_table, CASE WHEN p_cascade THEN ' CASCADE' ELSE '' END);
END $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.ecms_form_ensure_space(text) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.ecms_form_create_table(text, text, text, text[]) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.ecms_form_staging(text, text, text) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.ecms_form_has_data(text, text, text) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.ecms_form_column(text, text, text, text, text) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.ecms_form_index(text, text, text, text, boolean) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.ecms_form_drop_index(text, text) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.ecms_form_drop_table(text, text, boolean) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.ecms_form_ensure_space(text) TO ecms_app;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.ecms_form_create_table(text, text, text, text[]) TO ecms_app;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.ecms_form_staging(text, text, text) TO ecms_app;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.ecms_form_has_data(text, text, text) TO ecms_app;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.ecms_form_column(text, text, text, text, text) TO ecms_app;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.ecms_form_index(text, text, text, text, boolean) TO ecms_app;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.ecms_form_drop_index(text, text) TO ecms_app;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.ecms_form_drop_table(text, text, boolean) TO ecms_app;
