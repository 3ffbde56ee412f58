extension ServerSchema {
    /// The first schema: lists owned by roles, shares, todos, the change feed, each role's
    /// settings and drafts, and the row-level security that decides who sees what.
    ///
    /// Access is decided by three policies' questions, asked of `current_user`:
    /// - a list is readable by its owner and by the roles it is shared with;
    /// - its todos are writable by its owner and by roles it is shared with for writing;
    /// - settings and drafts are each role's own.
    /// `shares` names its list's owner (kept true by a foreign key to `lists`), so that its
    /// policy need not read `lists`, whose policy reads `shares`.
    ///
    /// Counts, revisions and the change feed are written by statement triggers running as
    /// the schema's owner (no role may write them directly); who made a change is taken, as
    /// `current_user`, by a trigger that runs as the role itself, before the statement.
    static let version1 = #"""
        CREATE TABLE todo_tui.lists (
            id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            owner name NOT NULL DEFAULT current_user,
            name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 200),
            -- What names are matched by: "Groceries" and "groceries" are one list.
            name_key text GENERATED ALWAYS AS (lower(normalize(name, NFC))) STORED,
            -- One more for each statement that changes the list's todos, in commit order:
            -- the statement's trigger holds this row until its transaction ends.
            revision bigint NOT NULL DEFAULT 0,
            total bigint NOT NULL DEFAULT 0,
            done bigint NOT NULL DEFAULT 0,
            created_at timestamptz NOT NULL DEFAULT now(),
            UNIQUE (owner, name_key),
            UNIQUE (id, owner)
        );
        COMMENT ON TABLE todo_tui.lists IS 'todo-tui: each list, owned by the role that made it';

        CREATE TABLE todo_tui.shares (
            list_id bigint NOT NULL,
            list_owner name NOT NULL DEFAULT current_user,
            grantee name NOT NULL,
            can_write boolean NOT NULL DEFAULT true,
            PRIMARY KEY (list_id, grantee),
            FOREIGN KEY (list_id, list_owner) REFERENCES todo_tui.lists (id, owner) ON DELETE CASCADE ON UPDATE CASCADE,
            CHECK (grantee <> list_owner)
        );
        CREATE INDEX shares_by_grantee ON todo_tui.shares (grantee);
        COMMENT ON TABLE todo_tui.shares IS 'todo-tui: the roles a list is shared with, and whether they may change it';

        CREATE TABLE todo_tui.todos (
            list_id bigint NOT NULL REFERENCES todo_tui.lists ON DELETE CASCADE,
            id uuid NOT NULL,
            title text NOT NULL,
            note text NOT NULL DEFAULT '',
            is_done boolean NOT NULL DEFAULT false,
            position bigint NOT NULL,
            priority smallint NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 3),
            due_date date,
            -- Where the due-date order puts it: no date after every date. A column rather
            -- than an indexed expression, which row-level security keeps the planner from
            -- comparing in an index (it is not known to be leakproof).
            due_key date GENERATED ALWAYS AS (coalesce(due_date, 'infinity')) STORED,
            -- Seconds since 2001-01-01 00:00 UTC, as the app keeps times: a timestamp would
            -- round them to microseconds. to_timestamp(978307200 + created_at) shows one.
            created_at double precision NOT NULL,
            updated_at double precision NOT NULL,
            completed_at double precision,
            search_text text GENERATED ALWAYS AS (todo_tui.fold(title) || E'\n' || todo_tui.fold(note)) STORED,
            PRIMARY KEY (list_id, id)
        );
        COMMENT ON TABLE todo_tui.todos IS 'todo-tui: the todos of every list';
        -- One index for each order and filter a list is read in, as the app pages it.
        CREATE INDEX todos_in_order ON todo_tui.todos (list_id, position, id);
        CREATE INDEX todos_in_order_by_done ON todo_tui.todos (list_id, is_done, position, id);
        CREATE INDEX todos_by_due_date ON todo_tui.todos (list_id, due_key, position, id);
        CREATE INDEX todos_by_done_and_due_date ON todo_tui.todos (list_id, is_done, due_key, position, id);
        CREATE INDEX todos_by_priority ON todo_tui.todos (list_id, priority DESC, position, id);
        CREATE INDEX todos_by_done_and_priority ON todo_tui.todos (list_id, is_done, priority DESC, position, id);
        DO $$
        DECLARE
            trgm_schema name := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm');
        BEGIN
            EXECUTE format('CREATE INDEX todos_search ON todo_tui.todos USING gin (search_text %I.gin_trgm_ops)', trgm_schema);
        END $$;
        -- A word of one or two characters holds no trigram, and the trigram index would
        -- read every todo for it: the characters each todo holds find it instead.
        CREATE INDEX todos_characters ON todo_tui.todos USING gin (string_to_array(search_text, NULL));

        -- The pattern that finds `word`, folded, anywhere in a text.
        CREATE FUNCTION todo_tui.like_pattern(word text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT '%' || replace(replace(replace(todo_tui.fold(word), '\', '\\'), '%', '\%'), '_', '\_') || '%' $$;

        -- The todos of a list whose folded text holds every word, at most `most` of them,
        -- found through the trigram index (its first word, the longest, looks them up), or
        -- for a word of one or two characters through the characters index.
        -- It runs as the schema's owner, for whom the index may be used, and so checks
        -- the caller's access itself: the list must be the connecting role's own or shared
        -- with it.
        CREATE FUNCTION todo_tui.search_candidates(searched bigint, words text[], most integer) RETURNS SETOF uuid
        LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
        BEGIN
            IF NOT EXISTS (
                SELECT FROM todo_tui.lists l WHERE l.id = searched
                AND (l.owner = session_user OR EXISTS (SELECT FROM todo_tui.shares s WHERE s.list_id = searched AND s.grantee = session_user))
            ) OR cardinality(words) = 0 THEN
                RETURN;
            END IF;
            RETURN QUERY EXECUTE format(
                'SELECT t.id FROM todo_tui.todos t WHERE t.list_id = %s AND %s LIMIT %s',
                searched,
                (SELECT string_agg(
                    CASE WHEN length(todo_tui.fold(w)) < 3
                        THEN format('string_to_array(t.search_text, NULL) @> %L::text[] AND ', string_to_array(todo_tui.fold(w), NULL))
                        ELSE '' END
                    || format('t.search_text LIKE %L', todo_tui.like_pattern(w)), ' AND ') FROM unnest(words) w),
                coalesce(most::text, 'ALL'));
        END $$;

        CREATE TABLE todo_tui.changes (
            list_id bigint NOT NULL REFERENCES todo_tui.lists ON DELETE CASCADE,
            revision bigint NOT NULL,
            todo_id uuid NOT NULL,
            kind text NOT NULL CHECK (kind IN ('added', 'changed', 'deleted')),
            -- The title after the change; before it, for a deletion.
            title text NOT NULL,
            -- For a change, which of title, note, done, position, priority, due changed.
            fields text[] NOT NULL DEFAULT '{}',
            is_done boolean NOT NULL,
            actor name NOT NULL,
            -- The connection that made it, as it named itself (todo_tui.origin), so that a
            -- client can tell its own changes from others'.
            origin text NOT NULL DEFAULT '',
            changed_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (list_id, revision, todo_id)
        );
        COMMENT ON TABLE todo_tui.changes IS 'todo-tui: the latest changes to each list, in commit order';

        CREATE TABLE todo_tui.list_settings (
            list_id bigint NOT NULL REFERENCES todo_tui.lists ON DELETE CASCADE,
            role name NOT NULL DEFAULT current_user,
            filter text NOT NULL,
            sort text NOT NULL,
            PRIMARY KEY (list_id, role)
        );

        CREATE TABLE todo_tui.drafts (
            list_id bigint NOT NULL REFERENCES todo_tui.lists ON DELETE CASCADE,
            role name NOT NULL DEFAULT current_user,
            owner text NOT NULL,
            todo_id uuid,
            title text NOT NULL,
            note text NOT NULL,
            field text NOT NULL,
            saved_at double precision NOT NULL,
            priority smallint NOT NULL DEFAULT 0,
            due_date date,
            PRIMARY KEY (list_id, role, owner)
        );

        -- The lists whose todos the current role may change.
        CREATE FUNCTION todo_tui.writable_lists() RETURNS SETOF bigint LANGUAGE sql STABLE
        SET search_path = pg_catalog, pg_temp AS $$
            SELECT id FROM todo_tui.lists WHERE owner = current_user
            UNION ALL
            SELECT list_id FROM todo_tui.shares WHERE grantee = current_user AND can_write
        $$;

        -- Who is changing the list: the role itself, taken before the statement by a
        -- trigger that runs as that role, for the triggers that run as the owner.
        CREATE FUNCTION todo_tui.note_actor() RETURNS trigger LANGUAGE plpgsql
        SET search_path = pg_catalog, pg_temp AS $$
        BEGIN
            PERFORM set_config('todo_tui.actor', current_user, true);
            RETURN NULL;
        END $$;

        CREATE FUNCTION todo_tui.record_changes(changed_list bigint, rows_added bigint, rows_done bigint) RETURNS bigint
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
        DECLARE
            new_revision bigint;
        BEGIN
            UPDATE todo_tui.lists SET revision = revision + 1, total = total + rows_added, done = done + rows_done
            WHERE id = changed_list RETURNING revision INTO new_revision;
            -- The feed keeps the latest thousand revisions of each list.
            DELETE FROM todo_tui.changes WHERE list_id = changed_list AND revision <= new_revision - 1000;
            PERFORM pg_notify('todo_tui_' || changed_list, new_revision::text);
            RETURN new_revision;
        END $$;

        -- Todos added or deleted by a statement, each list's counted and recorded. Both
        -- triggers name their transition table `touched`.
        CREATE FUNCTION todo_tui.after_insert_or_delete() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp AS $$
        DECLARE
            sign bigint := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
            change_kind text := CASE TG_OP WHEN 'INSERT' THEN 'added' ELSE 'deleted' END;
            l record;
            r bigint;
        BEGIN
            FOR l IN
                SELECT t.list_id, count(*) AS n, count(*) FILTER (WHERE t.is_done) AS d FROM touched t
                -- A list deleted with its todos has nothing left to count.
                WHERE EXISTS (SELECT FROM todo_tui.lists WHERE id = t.list_id)
                GROUP BY t.list_id ORDER BY t.list_id
            LOOP
                r := todo_tui.record_changes(l.list_id, sign * l.n, sign * l.d);
                INSERT INTO todo_tui.changes (list_id, revision, todo_id, kind, title, is_done, actor, origin)
                SELECT list_id, r, id, change_kind, title, is_done, coalesce(current_setting('todo_tui.actor', true), session_user), coalesce(current_setting('todo_tui.origin', true), '')
                FROM touched WHERE list_id = l.list_id;
            END LOOP;
            RETURN NULL;
        END $$;

        CREATE FUNCTION todo_tui.after_update() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp AS $$
        DECLARE
            l record;
            r bigint;
        BEGIN
            FOR l IN
                SELECT n.list_id, count(*) FILTER (WHERE n.is_done) - count(*) FILTER (WHERE o.is_done) AS d
                FROM updated_new n JOIN updated_old o ON o.list_id = n.list_id AND o.id = n.id
                GROUP BY n.list_id ORDER BY n.list_id
            LOOP
                r := todo_tui.record_changes(l.list_id, 0, l.d);
                INSERT INTO todo_tui.changes (list_id, revision, todo_id, kind, title, fields, is_done, actor, origin)
                SELECT n.list_id, r, n.id, 'changed', n.title,
                    array_remove(ARRAY[
                        CASE WHEN n.title <> o.title THEN 'title' END,
                        CASE WHEN n.note <> o.note THEN 'note' END,
                        CASE WHEN n.is_done <> o.is_done THEN 'done' END,
                        CASE WHEN n.position <> o.position THEN 'position' END,
                        CASE WHEN n.priority <> o.priority THEN 'priority' END,
                        CASE WHEN n.due_date IS DISTINCT FROM o.due_date THEN 'due' END
                    ], NULL),
                    n.is_done, coalesce(current_setting('todo_tui.actor', true), session_user), coalesce(current_setting('todo_tui.origin', true), '')
                FROM updated_new n JOIN updated_old o ON o.list_id = n.list_id AND o.id = n.id
                WHERE n.list_id = l.list_id;
            END LOOP;
            RETURN NULL;
        END $$;

        CREATE TRIGGER todos_note_actor BEFORE INSERT OR UPDATE OR DELETE ON todo_tui.todos
            FOR EACH STATEMENT EXECUTE FUNCTION todo_tui.note_actor();
        CREATE TRIGGER todos_after_insert AFTER INSERT ON todo_tui.todos
            REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION todo_tui.after_insert_or_delete();
        CREATE TRIGGER todos_after_update AFTER UPDATE ON todo_tui.todos
            REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new FOR EACH STATEMENT EXECUTE FUNCTION todo_tui.after_update();
        CREATE TRIGGER todos_after_delete AFTER DELETE ON todo_tui.todos
            REFERENCING OLD TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION todo_tui.after_insert_or_delete();

        -- Row-level security: every role sees and changes only its own and what is shared
        -- with it, whatever client it uses.
        ALTER TABLE todo_tui.lists ENABLE ROW LEVEL SECURITY;
        ALTER TABLE todo_tui.shares ENABLE ROW LEVEL SECURITY;
        ALTER TABLE todo_tui.todos ENABLE ROW LEVEL SECURITY;
        ALTER TABLE todo_tui.changes ENABLE ROW LEVEL SECURITY;
        ALTER TABLE todo_tui.list_settings ENABLE ROW LEVEL SECURITY;
        ALTER TABLE todo_tui.drafts ENABLE ROW LEVEL SECURITY;

        CREATE POLICY lists_readable ON todo_tui.lists FOR SELECT
            USING (owner = current_user OR id IN (SELECT list_id FROM todo_tui.shares WHERE grantee = current_user));
        CREATE POLICY lists_made ON todo_tui.lists FOR INSERT WITH CHECK (owner = current_user);
        CREATE POLICY lists_renamed ON todo_tui.lists FOR UPDATE USING (owner = current_user) WITH CHECK (owner = current_user);
        CREATE POLICY lists_deleted ON todo_tui.lists FOR DELETE USING (owner = current_user);

        CREATE POLICY shares_seen ON todo_tui.shares FOR SELECT USING (list_owner = current_user OR grantee = current_user);
        CREATE POLICY shares_given ON todo_tui.shares FOR INSERT WITH CHECK (list_owner = current_user);
        CREATE POLICY shares_changed ON todo_tui.shares FOR UPDATE USING (list_owner = current_user) WITH CHECK (list_owner = current_user);
        -- The owner takes a share back; the grantee may leave it.
        CREATE POLICY shares_taken_back ON todo_tui.shares FOR DELETE USING (list_owner = current_user OR grantee = current_user);

        CREATE POLICY todos_readable ON todo_tui.todos FOR SELECT USING (list_id IN (SELECT id FROM todo_tui.lists));
        CREATE POLICY todos_added ON todo_tui.todos FOR INSERT WITH CHECK (list_id IN (SELECT todo_tui.writable_lists()));
        CREATE POLICY todos_changed ON todo_tui.todos FOR UPDATE
            USING (list_id IN (SELECT id FROM todo_tui.lists)) WITH CHECK (list_id IN (SELECT todo_tui.writable_lists()));
        CREATE POLICY todos_deleted ON todo_tui.todos FOR DELETE USING (list_id IN (SELECT todo_tui.writable_lists()));

        CREATE POLICY changes_readable ON todo_tui.changes FOR SELECT USING (list_id IN (SELECT id FROM todo_tui.lists));

        CREATE POLICY settings_own ON todo_tui.list_settings FOR ALL
            USING (role = current_user AND list_id IN (SELECT id FROM todo_tui.lists))
            WITH CHECK (role = current_user AND list_id IN (SELECT id FROM todo_tui.lists));
        CREATE POLICY drafts_own ON todo_tui.drafts FOR ALL
            USING (role = current_user AND list_id IN (SELECT id FROM todo_tui.lists))
            WITH CHECK (role = current_user AND list_id IN (SELECT id FROM todo_tui.lists));

        -- What every role that may connect may do; the policies above narrow it to rows.
        GRANT SELECT, DELETE ON todo_tui.lists TO PUBLIC;
        GRANT INSERT (name), UPDATE (name) ON todo_tui.lists TO PUBLIC;
        GRANT SELECT, DELETE ON todo_tui.shares TO PUBLIC;
        GRANT INSERT (list_id, grantee, can_write), UPDATE (can_write) ON todo_tui.shares TO PUBLIC;
        GRANT SELECT, DELETE ON todo_tui.todos TO PUBLIC;
        GRANT INSERT (list_id, id, title, note, is_done, position, priority, due_date, created_at, updated_at, completed_at),
            UPDATE (title, note, is_done, position, priority, due_date, updated_at, completed_at) ON todo_tui.todos TO PUBLIC;
        GRANT SELECT ON todo_tui.changes TO PUBLIC;
        GRANT SELECT, INSERT (list_id, filter, sort), UPDATE (filter, sort), DELETE ON todo_tui.list_settings TO PUBLIC;
        GRANT SELECT, INSERT (list_id, owner, todo_id, title, note, field, saved_at, priority, due_date),
            UPDATE (owner, todo_id, title, note, field, saved_at, priority, due_date), DELETE ON todo_tui.drafts TO PUBLIC;
        REVOKE ALL ON FUNCTION todo_tui.record_changes(bigint, bigint, bigint) FROM PUBLIC;
        """#
}
